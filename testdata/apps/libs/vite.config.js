import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// mockApi answers the app's API from the dev server itself, the way a
// project without a backend yet would: the orders service is down, an
// order's total comes as a string, the GraphQL endpoint answers 200 with
// an errors array, the stats are down, the invoice is missing, the slow
// endpoint is slower than the app waits, and the reports page's module is
// gone (as a chunk is after a deploy).
function mockApi() {
  const answer = (status, body, delay = 0) => (_req, res) => {
    setTimeout(() => {
      res.statusCode = status
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(body))
    }, delay)
  }
  return {
    name: 'mock-api',
    configureServer(server) {
      server.middlewares.use('/api/orders/1', answer(200, { id: 1, total: '12.50', items: [] }))
      server.middlewares.use('/api/orders', answer(500, { error: 'orders database unavailable' }))
      server.middlewares.use('/api/stats', answer(500, { error: 'stats service unavailable' }))
      server.middlewares.use('/api/invoices', answer(404, { error: 'no such invoice' }))
      server.middlewares.use('/api/slow', answer(200, { ok: true }, 3000))
      server.middlewares.use('/graphql', answer(200, {
        data: null,
        errors: [{ message: 'Cannot query field "emial" on type "User". Did you mean "email"?', locations: [{ line: 1, column: 17 }] }],
      }))
      server.middlewares.use('/src/pages/Reports.tsx', (_req, res) => {
        res.statusCode = 404
        res.end('Not Found')
      })
    },
  }
}

export default defineConfig({
  plugins: [react(), mockApi()],
})
