// Renders the e-mail template with velocityjs, as the mailer does.
const fs = require('fs');
const { render } = require('velocityjs');

const tpl = fs.readFileSync('templates/receipt.vm', 'utf8');
console.log(render(tpl, { order: { id: 7, items: [{ name: 'Mug', price: 12.99 }] } }));
