import http from 'node:http';
import { createServer } from 'vite';
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'info' });
http.createServer(async (req, res) => {
  try {
    const { render } = await vite.ssrLoadModule('/src/entry-server.js');
    res.end(render(req.url));
  } catch (e) {
    vite.ssrFixStacktrace(e);
    console.error(e);
    res.statusCode = 500;
    res.end(e.message);
  }
}).listen(18502, () => console.log('SSR server on http://localhost:18502'));
