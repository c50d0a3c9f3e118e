function total(items) {
  let sum = 0;
  for (const item of items) {
    sum += item.price * item.qty
  }
  return sum;
}

const cart = { items: [], add(item) { this.items.push(item) };
export default cart;
