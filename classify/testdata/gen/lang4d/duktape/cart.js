var prices = { pen: { cents: 100 } };

function unitPrice(sku) {
  return prices[sku].cents;
}

function total(items) {
  return items.reduce(function (sum, it) { return sum + unitPrice(it.sku) * it.qty; }, 0);
}

print('total: ' + total([{ sku: 'pen', qty: 2 }, { sku: 'mug', qty: 1 }]));
