import { Hono } from 'hono';
import { serve } from '@hono/node-server';
const app = new Hono();
app.get('/api/user/:id', (c) => {
  const user = users.get(c.req.param('id'));
  return c.json(user.profile);
});
const users = new Map();
serve({ fetch: app.fetch, port: 18496 }, (info) => console.log(`Listening on http://localhost:${info.port}`));
