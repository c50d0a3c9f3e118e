const fs = require('fs');
const Sqrl = require('squirrelly');

const tpl = fs.readFileSync(__dirname + '/views/cart.sqrl', 'utf8');
const html = Sqrl.render(tpl, { items: [{ name: 'apple', price: 3 }] });
console.log(html);
