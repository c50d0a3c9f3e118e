import { expect } from '@esm-bundle/chai';
import { applyDiscount } from '../src.js';

it('takes 10% off', () => {
  expect(applyDiscount(100, 10)).to.equal(90);
});

it('keeps the price at 0%', () => {
  expect(applyDiscount(100, 0)).to.equal(100);
});
