'use strict';

function total(lines) {
    return lines.reduce((sum, l) => sum + l.qty * l.price, 0);
}

function applyCoupon(amount, coupon) {
    if (coupon.kind === 'percent')
        return amount - amount * coupon.value / 100;
    return amount - coupon.amount;
}

module.exports = {total, applyCoupon};
