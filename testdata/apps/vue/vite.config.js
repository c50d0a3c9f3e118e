import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'

// mockApi answers the app's API from the dev server itself, the way a
// project without a backend yet would: the items load, saving the cart is
// refused and the profile service is down.
function mockApi() {
  const answer = (status, body) => (_req, res) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(body))
  }
  const routes = (server) => {
    server.middlewares.use('/api/items', answer(200, [{ name: 'pear', price: 3 }, { name: 'plum', price: 2 }]))
    server.middlewares.use('/api/save', answer(422, { error: 'the cart is read-only' }))
    server.middlewares.use('/api/profile', answer(500, { error: 'profile service unavailable' }))
    server.middlewares.use('/api/orders', answer(404, { error: 'no such order' }))
  }
  return { name: 'mock-api', configureServer: routes, configurePreviewServer: routes }
}

// The production build keeps its source maps, as a project that reports
// its errors somewhere does (vite build, then vite preview).
export default defineConfig({
  plugins: [vue(), mockApi()],
  build: { sourcemap: true },
})
