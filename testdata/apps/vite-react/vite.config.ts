import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

// mockApi answers the app's API from the dev server itself, the way a
// project without a backend yet would: the profile service is down and
// signups are refused.
function mockApi(): Plugin {
  return {
    name: 'mock-api',
    configureServer(server) {
      server.middlewares.use('/api/profile', (_req, res) => {
        res.statusCode = 500
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ error: 'profile service unavailable' }))
      })
      server.middlewares.use('/api/signup', (_req, res) => {
        res.statusCode = 422
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ error: 'email already registered' }))
      })
    },
  }
}

// https://vite.dev/config/
export default defineConfig({
  plugins: [react(), mockApi()],
})
