const prices = { pen: { cents: 100 } };

function unitPrice(sku) {
  return prices[sku].cents;
}

function discount(cents) {
  return cents - Math.floor(cents / 20); // bug: 5% instead of 10%
}

module.exports = { unitPrice, discount };
