exports.up = async ({ context: db }) => {
  db.tables.users = { columns: ['id', 'email'], rows: [] };
};
exports.down = async ({ context: db }) => {
  delete db.tables.users;
};
