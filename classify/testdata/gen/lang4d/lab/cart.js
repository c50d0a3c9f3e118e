const prices = { pen: { cents: 100 } };
const unitPrice = (sku) => prices[sku].cents;
const discount = (cents) => cents - Math.floor(cents / 20); // bug: 5% instead of 10%
module.exports = { unitPrice, discount };
