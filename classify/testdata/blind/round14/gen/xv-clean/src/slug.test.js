import assert from 'node:assert';
import { slugify } from './slug.js';

export function testPlainTitle() {
  assert.equal(slugify('Blue Mug'), 'blue-mug');
}

export function testAccents() {
  assert.equal(slugify('Crème brûlée set'), 'creme-brulee-set');
}

