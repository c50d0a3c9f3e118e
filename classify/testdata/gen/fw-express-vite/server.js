import express from 'express';
import { createServer } from 'vite';

const app = express();
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
app.use(vite.middlewares);

app.use('*all', async (req, res, next) => {
  try {
    const { render } = await vite.ssrLoadModule('/src/entry-server.js');
    res.status(200).set({ 'Content-Type': 'text/html' }).end(render(req.originalUrl));
  } catch (e) {
    vite.ssrFixStacktrace(e);
    console.error(e);
    next(e);
  }
});

app.listen(18604, () => console.log('Server started at http://localhost:18604'));
