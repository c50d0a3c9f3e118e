const http = require('node:http');
const signale = require('signale');
const { priceFor } = require('./prices');

const server = http.createServer((req, res) => {
  try {
    const sku = req.url.slice('/price/'.length);
    res.end(JSON.stringify({ sku, price: priceFor(sku) }));
  } catch (err) {
    signale.error(err);
    res.statusCode = 500;
    res.end('error');
  }
});

server.listen(8243, () => signale.success('price service on http://localhost:8243'));
