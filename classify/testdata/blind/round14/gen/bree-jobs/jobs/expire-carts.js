const { parentPort } = require('node:worker_threads');

const carts = [{ id: 'c1', updatedAt: Date.now() - 90 * 60 * 1000 }, { id: 'c2', updatedAt: Date.now() }];
const expired = carts.filter((c) => Date.now() - c.updatedAt > 60 * 60 * 1000);
console.log(`expired ${expired.length} cart(s)`);
if (parentPort) parentPort.postMessage('done');
