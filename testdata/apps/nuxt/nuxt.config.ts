// The smallest Nuxt 4 app that has the bugs the errbundle test looks for:
// no devtools and no telemetry, so that the dev server asks nothing.
export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  devtools: { enabled: false },
  telemetry: false,
});
