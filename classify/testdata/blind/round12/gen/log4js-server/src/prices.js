const prices = { mug: 8, hat: 15 };

function priceOf(sku, qty) {
  const item = prices[sku];
  return item.toFixed(2) * qty;
}

module.exports = { priceOf };
