// Rsbuild's development defaults (Rspack, SWC, devtool
// cheap-module-source-map), or the devtool the DEVTOOL environment variable
// names (see ../gen.sh).
import { defineConfig } from "@rsbuild/core";

export default defineConfig({
  server: { host: "127.0.0.1", port: 8491 },
  dev: { hmr: false, liveReload: false },
  tools: { rspack: process.env.DEVTOOL ? { devtool: process.env.DEVTOOL } : {} },
});
