// React through babel-loader, as Create React App and most hand-made React
// setups build it; devtool comes from the DEVTOOL environment variable (see
// ../gen.sh). Dependencies go to vendors.js, the app to main.js.
const path = require("path");

module.exports = {
  mode: "development",
  entry: "./src/index.jsx",
  devtool: process.env.DEVTOOL,
  output: { path: path.resolve(__dirname, "dist"), filename: "[name].js" },
  resolve: { extensions: [".js", ".jsx"] },
  module: {
    rules: [
      {
        test: /\.jsx?$/,
        exclude: /node_modules/,
        use: { loader: "babel-loader", options: { presets: [["@babel/preset-react", { runtime: "automatic" }]] } },
      },
    ],
  },
  optimization: {
    runtimeChunk: false,
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
