function unitPrice(sku) {
  if (sku === 'pen') return 100;
  if (sku === 'book') return 500;
  if (sku === 'mug') return 300;
  throw new Error(`unknown sku: ${sku}`);
}
function discount(cents) {
  if (cents > 1000) return cents - cents / 10;
  return cents;
}
module.exports = { unitPrice, discount };
