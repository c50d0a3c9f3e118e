const unused = 1;
export function f(x: any) {
  return x;
}
