import http from 'node:http'
import { loadConfig } from './config.js'

const config = loadConfig({ ...process.env, DATABASE_URL: 'sqlite://shop.db' })

http.createServer((req, res) => res.end('ok')).listen(config.port, () => {
  console.log(`shop api on :${config.port}`)
})
