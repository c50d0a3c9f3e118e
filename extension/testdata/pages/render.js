// Values of every kind, logged one console.log each, in the order the test
// lists what it expects.
'use strict';

window.getterCalled = false;

document.getElementById('render').addEventListener('click', () => {
  console.log('obj', {a: 1, nested: {b: [1, 'two', null]}});
  const c = {name: 'c'};
  c.self = c;
  console.log(c);
  console.log(new Map([['k', 1]]), new Set([1, 2]));
  console.log(document.getElementById('render'));
  const g = {};
  Object.defineProperty(g, 'boom', {enumerable: true, get() { window.getterCalled = true; return 1; }});
  console.log(g);
  console.log('%s has %d items (%i%%)', 'cart', 3.7, 50.5);
  class Point { constructor() { this.x = 1; } }
  console.log(new Point());
  console.log(Array.from({length: 150}, (_, i) => i));
  console.log(new Date(0), undefined, Symbol('s'), 10n);
  console.log(new TypeError('bad input')); // MARK:logged-error
});
