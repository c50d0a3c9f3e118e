const { rspack } = require('@rspack/core');

module.exports = {
  mode: 'development',
  entry: './src/index.js',
  devServer: { port: 18607 },
  plugins: [new rspack.HtmlRspackPlugin({ templateContent: '<div id="root"></div>' })],
};
