// vite build for ../gen-vue.sh: Vue 3 single-file components through
// @vitejs/plugin-vue, minified, maps beside the chunks.
import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";

export default defineConfig({ plugins: [vue()], build: { sourcemap: true } });
