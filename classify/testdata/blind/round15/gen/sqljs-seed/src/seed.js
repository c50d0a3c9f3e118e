const fs = require('fs');
const initSqlJs = require('sql.js');

async function main() {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(fs.readFileSync('db/schema.sql', 'utf8'));
  db.run('INSERT INTO customers (email, name) VALUES (?, ?)', ['ada@example.com', 'Ada']);
  db.run('INSERT INTO orders (customer_id, total) VALUES (?, ?)', [1, 4200]);
  const rows = db.exec('SELECT count(*) FROM orders');
  console.log(`seeded ${rows[0].values[0][0]} orders`);
}

main();
