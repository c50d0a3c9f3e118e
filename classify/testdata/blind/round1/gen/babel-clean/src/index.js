import { total, format } from './cart.js';
console.log(format(total([{ price: 2, qty: 3 }])));
