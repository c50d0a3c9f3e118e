const should = require('should');
const { total, applyCoupon, lineItems } = require('../src/cart');

describe('cart', () => {
  it('sums prices times quantities', () => {
    total([{ price: 3, qty: 2 }, { price: 4, qty: 1 }]).should.equal(10);
  });

  it('rounds the total to cents', () => {
    total([{ price: 0.1, qty: 3 }]).should.equal(0.3);
  });

  it('halves the total with the HALF coupon', () => {
    const cart = applyCoupon({ total: 30 }, { code: 'HALF' });
    cart.should.have.property('discount', 15);
  });

  it('keeps each line item\'s price', () => {
    const items = lineItems([{ sku: 'MUG', qty: 2, price: 12 }]);
    items[0].should.have.properties({ sku: 'MUG', qty: 2, price: 12 });
  });

  it('is empty for no items', () => {
    should(total([])).be.exactly(0);
  });
});
