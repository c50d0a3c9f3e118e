exports.discount = (total) => (total > 100 ? total * 0.8 : total)
