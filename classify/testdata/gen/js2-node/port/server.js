const http = require('http');
const first = http.createServer((q, s) => s.end('ok')).listen(18491, () => {
  console.log('api listening on :18491');
  http.createServer((q, s) => s.end('ok')).listen(18491);
});
