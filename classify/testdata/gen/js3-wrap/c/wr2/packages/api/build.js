const fs = require('node:fs')
const path = require('node:path')

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, 'manifest.json'), 'utf8'))
console.log('built', manifest.name)
