// webpack production build for ../gen.sh: terser minifies and mangles.
const path = require("path");

module.exports = {
  mode: "production",
  entry: "./src/index.js",
  devtool: "source-map",
  output: { path: path.resolve(__dirname, "dist-webpack"), filename: "main.js" },
};
