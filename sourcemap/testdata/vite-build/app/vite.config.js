// build.sourcemap comes from the SOURCEMAP environment variable (see
// ../gen.sh): "true" (a comment names each map) or "hidden" (no comment).
import { defineConfig } from "vite";

export default defineConfig({
  build: { sourcemap: process.env.SOURCEMAP === "hidden" ? "hidden" : true },
});
