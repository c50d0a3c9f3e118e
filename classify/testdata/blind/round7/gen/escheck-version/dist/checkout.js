var Cart = require('./cart');
function checkout(items) {
  const cart = new Cart(items);
  return { total: cart.total() };
}
module.exports = checkout;
