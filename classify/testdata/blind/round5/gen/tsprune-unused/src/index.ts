import { formatPrice } from './money';

console.log(formatPrice(12));
