export function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

export const format = (n) => {
  return `$${n.toFixed(2)`;
};
