exports.up = async ({ context: db }) => {
  db.tables.orders = { columns: ['id', 'user_id', 'total'], rows: [] };
  db.tables.user.columns.push('last_order_id');
};
exports.down = async ({ context: db }) => {
  delete db.tables.orders;
};
