import { cartLine } from './cart.js';

console.log(cartLine({ name: 'apple', price: 2 }));
