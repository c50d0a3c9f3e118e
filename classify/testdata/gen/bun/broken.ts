export function price(x: number) {
  return x * (2 + ;
}
