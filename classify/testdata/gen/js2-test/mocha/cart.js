exports.summary = (items) => ({ count: items.length, total: items.reduce((s, i) => s + i.price, 0), currency: 'EUR' });
exports.fetchRates = () => new Promise(() => {}); // never settles
