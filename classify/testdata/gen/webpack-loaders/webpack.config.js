module.exports = {
  mode: "development",
  entry: "./src/index.js",
  devtool: false,
  module: {
    rules: [
      { test: /\.js$/, use: { loader: "babel-loader", options: { babelrc: false, configFile: false } } },
      { test: /\.css$/, use: ["style-loader", "css-loader"] },
    ],
  },
};
