import { total } from './lib/cart.js';
console.log(total([1, 2]));
