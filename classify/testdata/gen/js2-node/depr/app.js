const url = require('url');
const buf = new Buffer('abc');
console.log('parsed', url.parse('http://x/y?z=1').pathname, buf.length);
process.emitWarning('cache size exceeds 90%', 'CacheWarning');
