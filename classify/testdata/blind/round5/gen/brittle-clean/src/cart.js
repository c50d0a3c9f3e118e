exports.total = (lines) => lines.reduce((sum, l) => sum + l.price * l.qty, 0)
