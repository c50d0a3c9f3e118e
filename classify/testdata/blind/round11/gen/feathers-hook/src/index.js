'use strict';

const app = require('./app');

async function main() {
  const orders = app.service('orders');
  console.log('order 1:', await orders.get(1));
  console.log('order 2:', await orders.get(2));
}

main();
