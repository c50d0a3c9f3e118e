export function used() { return 1; }
export function unused(a: number) {
  if (a > 1) return a * 2;
  return a;
}
