const { price } = require('./src/price');
test('net price', () => { expect(price(10)).toBe(10); });
