export function summary(items) {
  const count = items.length;
  const total = items.reduce((s, i) => s + i.price, 0);
  return { count, total, currency: "usd" };
}
