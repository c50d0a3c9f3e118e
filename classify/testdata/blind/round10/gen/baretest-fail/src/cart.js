function total(items) {
  return items.reduce((sum, item) => sum + item.price, 0);
}

function applyCoupon(total, coupon) {
  return total - coupon.amount;
}

module.exports = { total, applyCoupon };
