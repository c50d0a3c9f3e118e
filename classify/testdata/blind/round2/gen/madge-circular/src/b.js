import { a } from './a.js';
export const b = () => 1;
export const c = () => a();
