export function withTax(cents, rate) {
  return Math.round(cents * rate);
}
