// A JSON file standing in for the shop's small settings database.
const fs = require('fs')
const file = __dirname + '/data.json'

exports.load = () => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { products: [] })
exports.save = (data) => fs.writeFileSync(file, JSON.stringify(data, null, 2))
