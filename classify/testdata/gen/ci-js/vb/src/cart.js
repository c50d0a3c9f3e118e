export function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

export function discount(price, percent) {
  return price - (price * percent) / 100 + 1 // BUG: one too many
}

export function priceOf(items, sku) {
  return items.find((item) => item.sku === sku).price
}
