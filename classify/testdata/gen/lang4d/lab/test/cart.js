'use strict';
const Code = require('@hapi/code');
const Lab = require('@hapi/lab');
const { unitPrice, discount } = require('../cart');

const { expect } = Code;
const { describe, it } = exports.lab = Lab.script();

describe('cart', () => {
  it('sums items', () => {
    expect(unitPrice('pen') * 2).to.equal(200);
  });
  it('takes ten percent off', () => {
    expect(discount(100)).to.equal(90);
  });
  it('prices an unknown sku', () => {
    expect(unitPrice('mug')).to.equal(0);
  });
});
