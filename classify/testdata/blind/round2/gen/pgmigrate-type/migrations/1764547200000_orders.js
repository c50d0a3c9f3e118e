exports.up = (pgm) => {
  pgm.createTable('orders', {
    id: 'id',
    total: { type: 'moneyy', notNull: true },
  });
};

exports.down = (pgm) => pgm.dropTable('orders');
