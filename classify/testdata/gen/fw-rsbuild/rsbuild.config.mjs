import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  server: { port: 18601, strictPort: true },
  dev: { progressBar: false },
});
