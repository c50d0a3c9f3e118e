'use strict';

const { feathers } = require('@feathersjs/feathers');

class OrderService {
  constructor() {
    this.orders = [{ id: 1, lines: [{ sku: 'mug', qty: 2, price: 8 }] }];
  }
  async get(id) {
    return this.orders.find((o) => o.id === id);
  }
  async create(data) {
    const order = { id: this.orders.length + 1, ...data };
    this.orders.push(order);
    return order;
  }
}

const app = feathers();
app.use('orders', new OrderService());

app.service('orders').hooks({
  after: {
    get: [
      async (context) => {
        const { lines } = context.result;
        context.result.total = lines.reduce((s, l) => s + l.qty * l.price, 0);
        return context;
      },
    ],
  },
});

module.exports = app;
