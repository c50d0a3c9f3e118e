import { formatPrice } from './price.js';

export default { title: 'Shop/Price' };

export const Default = () => `<span>${formatPrice(3)}</span>`;
