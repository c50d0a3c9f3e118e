import { cartLine } from './cart.js';

export function formatPrice(n) {
  return `$${n.toFixed(2)}`;
}

export function debugLine(item) {
  return `[${cartLine(item)}]`;
}
