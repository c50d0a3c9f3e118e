// Rollup with @rollup/plugin-typescript and @rollup/plugin-terser: one
// minified line. src/vendor/ stands for third-party code: it is in the
// map's ignoreList (x_google_ignoreList), as sourcemapIgnoreList says.
import typescript from "@rollup/plugin-typescript";
import terser from "@rollup/plugin-terser";

export default {
  input: "src/main.ts",
  output: {
    dir: "public",
    format: "es",
    entryFileNames: "app.js",
    sourcemap: true,
    sourcemapIgnoreList: (source) => source.includes("/vendor/"),
    plugins: [terser()],
  },
  plugins: [typescript()],
};
