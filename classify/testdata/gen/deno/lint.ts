const unused = 1;
export function f(a: any) {
  return a == null;
}
