import { total } from './cart';
console.log(total([]));
