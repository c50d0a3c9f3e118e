exports.formatPrice = (cents) => `$${(cents / 100).toFixed(2)}`;
