const http = require('http');
const log4js = require('log4js');
const { priceOf } = require('./src/prices');

log4js.configure({ appenders: { out: { type: 'stdout', layout: { type: 'basic' } } }, categories: { default: { appenders: ['out'], level: 'info' } } });
const log = log4js.getLogger('shop');

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  try {
    const total = priceOf(url.searchParams.get('sku'), 2);
    log.info(`GET ${url.pathname} 200`);
    res.end(String(total));
  } catch (err) {
    log.error('price lookup failed', err);
    res.statusCode = 500;
    res.end('error');
  }
});
server.listen(8220, () => log.info('listening on 8220'));
