export default defineNitroConfig({
  srcDir: ".",
  compatibilityDate: "2025-01-01",
});
