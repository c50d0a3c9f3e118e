const { Cart } = require('./cart');
const formatPrice = require('./fromat-price');

const cart = new Cart();
cart.add({ sku: 'A-1', price: 1299 });
document.querySelector('#total').textContent = formatPrice(cart.total());
