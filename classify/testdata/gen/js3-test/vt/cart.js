export function total(items) {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

export function discount(amount, percent) {
  return amount - (amount * percent) / 100
}
