export function f(x: any) {
  var y = x;
  return y;
}
