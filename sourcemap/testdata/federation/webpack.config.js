// Module Federation (webpack 5's ModuleFederationPlugin): APP=remote
// exposes ./utils on :8497, APP=host consumes it on :8498. devtool comes
// from DEVTOOL (see gen.sh).
const path = require("path");
const { ModuleFederationPlugin } = require("webpack").container;

const app = process.env.APP;
const remote = app === "remote";
module.exports = {
  mode: "development",
  context: path.resolve(__dirname, app),
  entry: "./src/index.js",
  devtool: process.env.DEVTOOL,
  output: { path: path.resolve(__dirname, app, "dist"), publicPath: "auto", uniqueName: app },
  plugins: [
    new ModuleFederationPlugin(
      remote
        ? { name: "remote", filename: "remoteEntry.js", exposes: { "./utils": "./src/utils.js" } }
        : { name: "host", remotes: { remote: "remote@http://127.0.0.1:8497/remoteEntry.js" } },
    ),
  ],
  devServer: {
    static: { directory: path.resolve(__dirname, app, "public") },
    hot: false,
    liveReload: false,
    client: false,
    host: "127.0.0.1",
    headers: { "Access-Control-Allow-Origin": "*" },
  },
};
