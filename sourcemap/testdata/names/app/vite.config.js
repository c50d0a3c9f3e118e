// vite build for ../gen.sh: Rollup bundles, esbuild minifies; maps beside.
export default { build: { sourcemap: true, outDir: "dist-vite" } };
