export class Cart {
  constructor(items) {
    this.items = items;
    this.checked = this.total;
  }

  get total() {
    return this.items.reduce((sum, item) => sum + price(item), 0);
  }
}

function price(item) {
  if (item.price < 0) {
    throw new RangeError("negative price: " + item.name);
  }
  return item.price;
}
