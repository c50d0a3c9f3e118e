'use strict';

const orders = {
  1: { id: 1, lines: [{ sku: 'mug', qty: 2, price: 8 }] },
};

module.exports = {
  name: 'orders',
  actions: {
    get(ctx) {
      return orders[ctx.params.id];
    },
    total(ctx) {
      const order = orders[ctx.params.id];
      return order.items.reduce((sum, l) => sum + l.qty * l.price, 0);
    },
  },
};
