import test from 'node:test';
import assert from 'node:assert/strict';
import { total } from '../src/cart.js';

test('total multiplies cents by quantity', () => {
  assert.equal(total([{ cents: 250, qty: 2 }]), 500);
});
