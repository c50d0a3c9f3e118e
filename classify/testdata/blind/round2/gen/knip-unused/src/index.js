import { price } from './price.js';
import ms from 'ms';
console.log(price(3), ms('2 days'));
