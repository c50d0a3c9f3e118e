import { defineConfig } from "vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  server: { port: 18712 },
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
});
