// Vue CLI 5's webpack setup, reduced: vue-loader 17, vendors in their own
// chunk; devtool comes from the DEVTOOL environment variable (see ../gen.sh).
const path = require("path");
const webpack = require("webpack");
const { VueLoaderPlugin } = require("vue-loader");

module.exports = {
  mode: "development",
  entry: "./src/main.js",
  devtool: process.env.DEVTOOL,
  output: { path: path.resolve(__dirname, "dist"), filename: "[name].js" },
  module: { rules: [{ test: /\.vue$/, loader: "vue-loader" }] },
  plugins: [
    new VueLoaderPlugin(),
    new webpack.DefinePlugin({
      __VUE_OPTIONS_API__: true,
      __VUE_PROD_DEVTOOLS__: false,
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false,
    }),
  ],
  optimization: {
    splitChunks: { cacheGroups: { vendors: { test: /node_modules/, name: "vendors", chunks: "all" } } },
  },
  devServer: {
    static: { directory: path.resolve(__dirname, "public") },
    hot: false,
    liveReload: false,
    client: false,
    host: "127.0.0.1",
  },
};
