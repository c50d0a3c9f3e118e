// Replays the webhook bodies saved in fixtures/ against the handler.
const { handleWebhook } = require('./webhook');

const saved = [
  { id: 'pay_1', status: 'paid', amount: 2500, items: [{ sku: 'MUG-1', qty: 2 }] },
  { id: 'pay_2', status: 'paid', amount: '1290', items: [{ sku: 'CAP-3', qty: 1 }] },
];

for (const body of saved) {
  console.log(handleWebhook(body));
}
