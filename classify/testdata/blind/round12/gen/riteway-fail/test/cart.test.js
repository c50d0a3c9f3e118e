import { describe } from 'riteway';
import { total, applyCoupon } from '../src/cart.js';

describe('total()', async (assert) => {
  assert({
    given: 'two lines',
    should: 'sum price times quantity',
    actual: total([{ price: 3, qty: 2 }, { price: 5, qty: 1 }]),
    expected: 11,
  });
});

describe('applyCoupon()', async (assert) => {
  assert({
    given: 'the TENOFF coupon on 8',
    should: 'never go below zero',
    actual: applyCoupon(8, 'TENOFF'),
    expected: 0,
  });
});
