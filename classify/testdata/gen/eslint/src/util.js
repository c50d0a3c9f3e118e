export function helper(y) {
  debugger;
  return y;
}
