import { App } from '@tinyhttp/app';

const orders = new Map([[1, { id: 1, lines: [{ sku: 'A-1', qty: 2 }] }]]);
const app = new App();

app.get('/orders/:id', (req, res) => {
  const order = orders.get(Number(req.params.id));
  res.json({ id: order.id, count: order.lines.length });
});

app.listen(8201, () => console.log('listening on http://localhost:8201'));
