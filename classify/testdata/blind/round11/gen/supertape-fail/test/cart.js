'use strict';

const test = require('supertape');
const {total, applyCoupon} = require('../cart.js');

test('cart: total sums lines', (t) => {
    const lines = [{qty: 2, price: 5}, {qty: 1, price: 3}];
    t.equal(total(lines), 13);
    t.end();
});

test('cart: fixed coupon', (t) => {
    t.equal(applyCoupon(100, {kind: 'fixed', value: 15}), 85);
    t.end();
});

test('cart: percent coupon', (t) => {
    t.equal(applyCoupon(200, {kind: 'percent', value: 10}), 180);
    t.end();
});
