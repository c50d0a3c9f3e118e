export interface Item { name: string; price: number }

export class Cart {
  readonly checked: number;
  constructor(private readonly items: Item[]) {
    this.checked = this.total;
  }

  get total(): number {
    return this.items.reduce((sum, item) => sum + price(item), 0);
  }
}

function price(item: Item): number {
  if (item.price < 0) {
    throw new RangeError("negative price: " + item.name);
  }
  return item.price;
}
