const prices = { pen: { cents: 100 } };
exports.unitPrice = (sku) => prices[sku].cents;
exports.discount = (cents) => cents - Math.floor(cents / 20); // bug: 5% instead of 10%
