'use strict';

const { slugify, uniqueSlug } = require('../slug');

exports.slugify = {
  lowercases: function (test) {
    test.equal(slugify('Blue Mug'), 'blue-mug');
    test.done();
  },
  trimsPunctuation: function (test) {
    test.equal(slugify('  Mugs & Caps! '), 'mugs-caps');
    test.done();
  },
};

exports.uniqueSlug = {
  addsCounter: function (test) {
    test.strictEqual(uniqueSlug('Blue Mug', new Set(['blue-mug'])), 'blue-mug-2');
    test.done();
  },
};
