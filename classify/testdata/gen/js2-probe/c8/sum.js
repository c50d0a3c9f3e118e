exports.sum = (a, b) => a + b;
exports.mul = (a, b) => { if (a === 0) return 0; return a * b; };
