function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

function applyCoupon(cart, coupon) {
  if (coupon.code === 'HALF') {
    return { ...cart, discount: cart.total / 2 };
  }
  return { ...cart, discount: 0 };
}

function lineItems(items) {
  return items.map((item) => ({ sku: item.sku, qty: item.qty }));
}

module.exports = { total, applyCoupon, lineItems };
