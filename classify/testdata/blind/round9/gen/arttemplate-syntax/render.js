// Renders the cart page with art-template, as the server's view engine does.
const path = require('path');
const template = require('art-template');

const html = template(path.join(__dirname, 'views/cart.art'), {
  items: [{ name: 'Mug', price: 1299 }],
});
console.log(html);
