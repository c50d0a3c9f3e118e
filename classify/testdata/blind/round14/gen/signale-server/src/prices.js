const table = new Map([
  ['MUG-1', { cents: 1250, currency: 'EUR' }],
  ['CAP-3', { cents: 990, currency: 'EUR' }],
]);

function priceFor(sku) {
  const entry = table.get(sku);
  return entry.cents.toFixed(0) + ' ' + entry.currency;
}

module.exports = { priceFor };
