'use strict';

const { Edge } = require('edge.js');
const path = require('path');

const edge = new Edge({ cache: false });
edge.mount(path.join(__dirname, 'views'));

async function main() {
  const html = await edge.render('invoice', {
    customer: { name: 'Ada' },
    lines: [{ sku: 'mug', qty: 2, price: 8 }],
  });
  console.log(html);
}

main();
