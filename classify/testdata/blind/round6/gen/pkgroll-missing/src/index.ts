import { formatPrice } from './format-price.js';
export const cartTotal = (cents: number[]) => formatPrice(cents.reduce((a, b) => a + b, 0));
