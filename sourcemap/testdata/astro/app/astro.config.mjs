// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The smallest Astro 5 app with a React island that has the bugs the
// errbundle test looks for. The dev toolbar is off: it is not the app.
export default defineConfig({
  integrations: [react()],
  devToolbar: { enabled: false },
});
