import { defineConfig } from "@farmfe/core";

export default defineConfig({
  server: { port: 18710 },
});
