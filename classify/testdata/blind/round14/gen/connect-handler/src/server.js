const http = require('node:http');
const connect = require('connect');
const { cartSummary } = require('./cart');

const app = connect();

app.use('/health', (req, res) => res.end('ok'));

app.use('/cart', (req, res) => {
  const id = new URL(req.url, 'http://x').searchParams.get('id');
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(cartSummary(id)));
});

http.createServer(app).listen(8241, () => console.log('shop on http://localhost:8241'));
