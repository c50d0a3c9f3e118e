/**
 * Totals a cart.
 * @param {{cents: number, qty: number}[]} lines the cart's lines
 * @returns {number} the total in cents
 */
export function cartTotal(lines) {
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}

/**
 * Formats cents as dollars.
 * @param {number} cents
 */
export function formatPrice(cents) {
  return `$${(cents / 100).toFixed(2)`;
}
