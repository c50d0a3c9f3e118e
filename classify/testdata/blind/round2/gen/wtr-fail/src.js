export function applyDiscount(price, pct) {
  return price - price * pct;
}
