var Cart = (function () {
  function Cart(items) {
    this.items = items || [];
  }
  Cart.prototype.total = function () {
    return this.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  };
  return Cart;
})();
module.exports = Cart;
