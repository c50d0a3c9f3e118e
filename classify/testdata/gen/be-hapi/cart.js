// The app's cart code for the be-hapi fixtures (backend-sweep).
const carts = { 1: { items: { apple: 3 }, lines: ['apple'] } };

function lookup(id) {
  return carts[id];
}

function total(id) {
  const cart = lookup(id);
  return Object.values(cart.items).reduce((a, b) => a + b, 0); // cart is undefined for an unknown cart
}

module.exports = { lookup, total };
