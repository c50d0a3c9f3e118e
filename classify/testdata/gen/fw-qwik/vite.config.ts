import { defineConfig } from 'vite';
import { qwikVite } from '@builder.io/qwik/optimizer';
import { qwikCity } from '@builder.io/qwik-city/vite';

export default defineConfig(() => ({
  plugins: [qwikCity(), qwikVite()],
  server: { port: 18612, strictPort: true },
}));
