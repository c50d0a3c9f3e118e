exports.total = (lines) => lines.reduce((sum, l) => sum + l.price, 0)
