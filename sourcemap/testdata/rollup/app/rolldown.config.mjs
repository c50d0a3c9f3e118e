// Rolldown (TypeScript built in) with its own minifier: one minified line.
// src/vendor/ stands for third-party code: it is in the map's ignoreList.
export default {
  input: "src/main.ts",
  output: {
    dir: "public",
    format: "es",
    entryFileNames: "app.js",
    sourcemap: true,
    minify: true,
    sourcemapIgnoreList: (source) => source.includes("/vendor/"),
  },
};
