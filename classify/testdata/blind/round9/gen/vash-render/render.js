// Renders the order page the way the app's server does, to dist/.
const fs = require('fs');
const vash = require('vash');

const src = fs.readFileSync('views/order.vash', 'utf8');
const tpl = vash.compile(src, { debug: true });
const order = { id: 7, items: [{ name: 'Mug', price: 1299 }] };
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/order.html', tpl({ order }));
console.log('wrote dist/order.html');
