// devtool comes from the DEVTOOL environment variable (see ../gen.sh).
const path = require("path");

module.exports = {
  mode: "development",
  entry: "./src/index.js",
  devtool: process.env.DEVTOOL,
  output: { path: path.resolve(__dirname, "dist"), filename: "main.js" },
  devServer: {
    static: { directory: path.resolve(__dirname, "public") },
    hot: false,
    liveReload: false,
    client: false,
    host: "127.0.0.1",
  },
};
