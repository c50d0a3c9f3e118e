/**
 * Formats an amount in cents as a price.
 * @param {number} cents
 * @returns {string}
 */
export function price(cents) {
  return (cents / 100).toFixed(2) + ' €'
}
