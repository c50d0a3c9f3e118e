export function total(items) {
  return items.reduce((sum, item) => sum + item.price, 0)
}
export const rates = JSON.parse('{"eur": 1,}')
