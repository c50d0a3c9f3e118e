'use strict';

const path = require('path');
const Waterline = require('waterline');
const { Customer, sailsDisk } = require('./models');

const orm = new Waterline();
orm.registerModel(Customer);

orm.initialize({
  adapters: { disk: sailsDisk },
  datastores: { default: { adapter: 'disk', dir: path.join(__dirname, '.tmp') } },
}, async (err, ontology) => {
  if (err) throw err;
  const customer = ontology.collections.customer;
  await customer.create({ email: 'ada@example.com', name: 'Ada' });
  await customer.create({ email: 'not-an-email', name: 'Bob' });
  console.log('seeded', await customer.count());
});
