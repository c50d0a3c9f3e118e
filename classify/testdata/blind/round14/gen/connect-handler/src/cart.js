const carts = {
  c1: { items: [{ sku: 'MUG-1', price: 1250, qty: 2 }] },
};

function cartSummary(id) {
  const cart = carts[id];
  const total = cart.items.reduce((s, i) => s + i.price * i.qty, 0);
  return { id, count: cart.items.length, total };
}

module.exports = { cartSummary };
