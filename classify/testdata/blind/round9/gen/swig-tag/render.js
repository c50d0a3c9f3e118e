// Renders the product page with swig, as the server's view engine does.
const swig = require('swig');

const html = swig.renderFile(__dirname + '/views/product.html', {
  product: { name: 'Mug', price: 12.99, tags: ['kitchen', 'gift'] },
});
console.log(html);
