exports.formatPrice = (n) => `$${n.toFixed(2)}`;
