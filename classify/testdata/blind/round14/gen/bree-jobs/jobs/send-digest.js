const { parentPort } = require('node:worker_threads');

const orders = [{ id: 'o1', total: 2500 }, { id: 'o2', total: 990 }];
const lines = orders.map((o) => `${o.id}: ${(o.total / 100).toFixed(2)} EUR`);
const subject = `Daily digest: ${lines.length} orders, ${formatTotal(orders)}`;
console.log(subject);
if (parentPort) parentPort.postMessage('done');
