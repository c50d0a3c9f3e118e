import { Hono } from 'hono';
import { findItem } from './items.js';

const app = new Hono();

app.get('/', (c) => c.text('shop'));

app.get('/api/items/:slug', (c) => {
  const item = findItem(c.req.param('slug'));
  return c.json({ title: item.title.toUpperCase() });
});

export default app;
