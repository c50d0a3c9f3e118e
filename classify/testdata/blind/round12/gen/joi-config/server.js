const http = require('http');
const { loadConfig } = require('./src/config');

const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://localhost/shop', LOG_LEVEL: 'verbose' });

http.createServer((req, res) => res.end('ok')).listen(config.port, () => {
  console.log(`listening on ${config.port}`);
});
