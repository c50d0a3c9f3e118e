/**
 * @param {number} cents
 * @return {string}
 */
function formatPrice(cents) {
  return '$' + (cents / 100).toFixed(2);
}

/** @type {!Array<{sku: string, price: number}>} */
const items = [];

/**
 * @param {string} sku
 * @param {number} price
 */
function addItem(sku, price) {
  items.push({sku: sku, price: price});
}

addItem('A-1', '12.99');
/** @type {number} */
const shown = formatPrice(1299);
const total = items.reduce((s, i) => s + i.price, 0);
document.getElementById('total').textContent = formatPrice(totl);
