export function reserve(stock, n) {
  return stock - n - 1
}
