const fs = require('fs');
const jsrender = require('jsrender');

const source = fs.readFileSync(__dirname + '/views/cart.html', 'utf8');
const tmpl = jsrender.templates(source);
console.log(tmpl.render({ items: [{ name: 'Mug', qty: 2 }] }));
