exports.total = (lines) => lines.reduce((s, l) => s + l.cents * l.qty, 0);
exports.discount = (cents, code) => (code === 'HALF' ? Math.floor(cents / 2) : cents);
