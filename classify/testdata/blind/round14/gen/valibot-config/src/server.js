const http = require('node:http');
const { loadSettings } = require('./config');

const settings = loadSettings('config/settings.json');

http
  .createServer((req, res) => res.end('ok'))
  .listen(settings.port, () => console.log(`shop listening on ${settings.port}`));
