const restify = require('restify');

const server = restify.createServer({ name: 'shop' });
const prices = { apple: 2, pear: 3 };

server.get('/items/:sku', (req, res, next) => {
  const item = prices[req.params.sku] ?? 0;
  res.send({ sku: req.params.sku, price: item.toFixed(2) });
  return next();
});

server.listen(18431, '127.0.0.1', () => {
  console.log('%s listening at %s', server.name, server.url);
});
