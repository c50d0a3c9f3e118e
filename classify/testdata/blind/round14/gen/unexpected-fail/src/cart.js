function total(items, discount = 0) {
  const sum = items.reduce((s, i) => s + i.price * i.qty, 0);
  return Math.round(sum * (1 - discount));
}

function lines(items) {
  return items.map((i) => ({ sku: i.sku, amount: i.price * i.qty }));
}

module.exports = { total, lines };
