exports.total = (items) => items.reduce((s, i) => s + i.price, 0);
