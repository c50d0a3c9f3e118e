import { defineConfig } from "vite";
import analog from "@analogjs/platform";

export default defineConfig(() => ({
  build: { target: ["es2020"] },
  resolve: { mainFields: ["module"] },
  server: { port: 18711 },
  plugins: [analog({ ssr: true })],
}));
