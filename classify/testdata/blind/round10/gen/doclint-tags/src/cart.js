/**
 * Adds a product to the cart.
 * @param {Cart} cart the cart to change
 * @param {string} sku the product's code
 * @param {number qty how many
 * @returns {Cart} the same cart
 */
export function addItem(cart, sku, qty) {
  cart.items.push({ sku, qty });
  return cart;
}

/**
 * The cart's total in cents.
 * @param {Cart} cart
 * @retrun {number} the total
 */
export function total(cart) {
  return cart.items.reduce((s, i) => s + i.price * i.qty, 0);
}

/**
 * Removes a product from the cart.
 * @param {Cart} cart
 * @param {string} sku
 * @throws {Error when the product is not in the cart
 */
export function removeItem(cart, sku) {
  cart.items = cart.items.filter((i) => i.sku !== sku);
}

/**
 * Empties the cart.
 * @param {Cart} cart
 * @sideeffect clears items
 */
export function clear(cart) {
  cart.items = [];
}
