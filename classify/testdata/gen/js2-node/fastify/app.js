const fastify = require('fastify')({ logger: true });
fastify.get('/api/orders/:id', async (req) => {
  const order = await findOrder(req.params.id);
  return order.items.map((i) => i.sku);
});
async function findOrder(id) { return id === '1' ? { items: [] } : undefined; }
fastify.listen({ port: 18493 }).catch((err) => { fastify.log.error(err); process.exit(1); });
