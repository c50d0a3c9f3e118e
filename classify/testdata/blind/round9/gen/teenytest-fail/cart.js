exports.total = (items) => items.reduce((s, i) => s + i.price * i.qty, 0);
exports.discount = (total, code) => (code === 'TEN' ? total * 0.9 : total);
