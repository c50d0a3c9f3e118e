import { assert, test } from 'poku';
import { withTax } from '../src/price.js';

test('adds tax to the price', () => {
  assert.strictEqual(withTax(1000, 0.2), 1200, 'tax is added on top');
});
