/**
 * Adds an item to the cart.
 * @param item the item to add
 * @param qty how many
 * @returns the new total
 */
export function addItem(item: Item, quantity: number): number {
  return item.price * quantity;
}

/** An item of the shop. {@link Prodct} */
export interface Item {
  price: number;
}
