const Redis = require('ioredis');
const redis = new Redis({ port: 6389, maxRetriesPerRequest: 1, retryStrategy: (n) => (n > 2 ? null : 50) });
console.log('cache client created');
setTimeout(() => process.exit(0), 1500);
