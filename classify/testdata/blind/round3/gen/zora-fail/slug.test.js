import { test } from 'zora';
import { slugify } from './slug.js';

test('slugify', (t) => {
  t.eq(slugify('Hello World'), 'hello-world', 'spaces become dashes');
  t.eq(slugify('Hello,  World!'), 'hello-world', 'punctuation is dropped');
});
