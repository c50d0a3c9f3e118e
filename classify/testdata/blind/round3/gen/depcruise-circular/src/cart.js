import { formatPrice } from './format.js';

export function cartLine(item) {
  return `${item.name}: ${formatPrice(item.price)}`;
}
