const polka = require('polka');
const { orders } = require('./orders');

polka()
  .get('/orders/:id', (req, res) => {
    const order = orders.find((o) => o.id === Number(req.params.id));
    res.end(JSON.stringify({ id: order.id, total: order.total }));
  })
  .get('/health', (req, res) => res.end('ok'))
  .listen(8191, () => console.log('> Running on localhost:8191'));
