const { Order } = require('./src/models');

const rows = [
  { customer: 'ada', total: 12.5 },
  { customer: 'bob', total: '7,50' },
];

for (const row of rows) {
  const order = Order.fromJson(row);
  console.log('order ok:', order.customer);
}
