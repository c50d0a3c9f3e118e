export function formatOrder(o) {
  return `#${o.id} ${o.items.join(",")} (${o.total})`;
}
