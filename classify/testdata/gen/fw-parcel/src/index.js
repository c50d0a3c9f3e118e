import { cartTotal } from './cart.js';

document.querySelector('#root').textContent = 'Total: ' + cartTotal([{ price: 2, qty: 3 }]);
