const http = require('node:http')

const routes = require('./routes')

http.createServer(routes.handle).listen(process.env.PORT || 3000)
console.log('api listening')
