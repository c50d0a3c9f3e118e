// vite build for ../gen-react.sh: React through @vitejs/plugin-react,
// minified, maps beside the chunks.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({ plugins: [react()], build: { sourcemap: true } });
