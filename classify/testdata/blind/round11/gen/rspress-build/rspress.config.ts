import { defineConfig } from 'rspress/config';

export default defineConfig({
  root: 'docs',
  title: 'Shop docs',
});
