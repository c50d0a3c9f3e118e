export const total = (lines) => lines.reduce((sum, l) => sum + l.price * l.qty, 0);

export const applyCoupon = (amount, coupon) =>
  coupon === 'HALF' ? amount / 2 : coupon === 'TENOFF' ? amount - 10 : amount;
