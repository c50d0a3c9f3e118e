type Item = { price: number; qty: number }

export function total(items: Item[]): number {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0)
}

const cart = JSON.parse('{"items": null}') as { items: Item[] }
console.log('total', total(cart.items))
