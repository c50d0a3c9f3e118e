import { formatCart } from './cart.js';
export function render(url) {
  return `<main>${formatCart(url === '/' ? null : { items: [] })}</main>`;
}
