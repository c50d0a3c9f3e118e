export function formatCart(cart) {
  const n = cart.items.length;
  return `${n} items`;
}
