import { total } from './cart.js'
import { formatPrice } from './money.js' // BUG: no such module

document.querySelector('#app').textContent = formatPrice(total([{ price: 2, qty: 3 }]))
