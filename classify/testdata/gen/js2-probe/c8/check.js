const { sum } = require('./sum'); require('assert').equal(sum(1, 2), 3); console.log('ok');
