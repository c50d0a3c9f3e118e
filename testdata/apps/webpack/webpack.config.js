// A webpack 5 dev setup as many projects have it: eval-source-map, the dev
// server with hot reloading, and a small mock API in its middleware.
const fs = require('node:fs')
const path = require('node:path')

// ERRBUNDLE_URL is the daemon's address: the page loads its capture script
// with a plain <script src> tag, the way a project without the extension
// would add it to its HTML.
const daemon = process.env.ERRBUNDLE_URL || 'http://127.0.0.1:7373'

// WEBPACK_DEVTOOL picks the source maps: eval-source-map (one inline map
// per eval'd module, webpack-internal:/// frames) by default, or
// source-map (main.js and main.js.map).
const devtool = process.env.WEBPACK_DEVTOOL || 'eval-source-map'

module.exports = {
  mode: 'development',
  devtool,
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', publicPath: '/' },
  devServer: {
    host: '127.0.0.1',
    hot: true,
    // Runtime errors are what the test provokes: an overlay over the page
    // would take the clicks that follow.
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    setupMiddlewares(middlewares, devServer) {
      const app = devServer.app
      app.get('/', (_req, res) => {
        const page = fs.readFileSync(path.join(__dirname, 'src', 'index.html'), 'utf8')
        res.type('html').send(page.replace('<!--CAPTURE-->', `<script src="${daemon}/capture.js"></script>`))
      })
      app.get('/api/cart', (_req, res) => res.json({ items: [] }))
      app.post('/api/checkout', (_req, res) => res.status(409).json({ error: 'cart changed, reload it' }))
      return middlewares
    },
  },
}
