const Twig = require('twig');

Twig.renderFile(__dirname + '/views/order.twig', {
  order: { id: 7, lines: [{ name: 'Mug', price: 1250 }] },
}, (err, html) => {
  if (err) throw err;
  console.log(html);
});
