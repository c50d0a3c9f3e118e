import { loadConfig } from './config.mjs'

console.log(loadConfig())
