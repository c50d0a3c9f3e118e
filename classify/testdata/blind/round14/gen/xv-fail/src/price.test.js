import assert from 'node:assert';
import { formatPrice } from './price.js';

export function testEuros() {
  assert.equal(formatPrice(1250, 'EUR'), '€12.50');
}
