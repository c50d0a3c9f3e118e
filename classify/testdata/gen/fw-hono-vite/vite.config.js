import { defineConfig } from 'vite';
import devServer from '@hono/vite-dev-server';

export default defineConfig({
  server: { port: 18603, strictPort: true },
  plugins: [devServer({ entry: 'src/index.js' })],
});
