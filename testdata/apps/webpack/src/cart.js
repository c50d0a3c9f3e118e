import { price } from './format.js'

/**
 * The cart as the server last sent it.
 * @typedef {{items: {name: string, cents: number}[], discount?: {cents: number}}} Cart
 */

/** @type {Cart} */
let cart = { items: [] }

export async function loadCart() {
  const res = await fetch('/api/cart')
  cart = await res.json()
}

/**
 * The total after the discount, which the server sends only when there is one.
 * @returns {string}
 */
export function total() {
  const sum = cart.items.reduce((s, item) => s + item.cents, 0)
  return price(sum - cart.discount.cents) // BUG:uncaught-typeerror
}
