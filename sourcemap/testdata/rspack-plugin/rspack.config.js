// Rspack with devtool false and SourceMapDevToolPlugin, as projects that
// tune their maps configure it. VARIANT (see gen.sh) picks
//   query: development, builtin:swc-loader, maps under maps/, sources
//          named webpack://[namespace]/[resource-path]?[loaders];
//   absolute: production (minified), sources named by absolute path.
const path = require("path");
const rspack = require("@rspack/core");

const query = process.env.VARIANT === "query";
module.exports = {
  mode: query ? "development" : "production",
  entry: "./src/index.js",
  devtool: false,
  output: { path: path.resolve(__dirname, "dist-" + process.env.VARIANT), filename: "main.js" },
  module: {
    rules: [
      {
        test: /\.js$/,
        use: [{ loader: "builtin:swc-loader", options: { jsc: { target: "es2022" } } }],
      },
    ],
  },
  plugins: [
    new rspack.SourceMapDevToolPlugin(
      query
        ? { filename: "maps/[file].map", moduleFilenameTemplate: "webpack://[namespace]/[resource-path]?[loaders]" }
        : { filename: "[file].map", moduleFilenameTemplate: "[absolute-resource-path]" },
    ),
  ],
};
