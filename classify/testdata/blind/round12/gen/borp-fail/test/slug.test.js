import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slugify, uniqueSlug } from '../src/slug.js';

test('slugify lowercases and joins words', () => {
  assert.equal(slugify('Hello World'), 'hello-world');
});

test('slugify trims punctuation at the ends', () => {
  assert.equal(slugify('  Sale! 50% off  '), 'sale-50-off');
});

test('uniqueSlug adds a counter', () => {
  assert.equal(uniqueSlug('Post', new Set(['post'])), 'post-2');
});
