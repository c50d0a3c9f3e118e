const { Pool } = require('pg');
const pool = new Pool({ host: '127.0.0.1', port: 5439, user: 'app', database: 'shop', connectionTimeoutMillis: 2000 });
async function main() {
  console.log('migrating...');
  const { rows } = await pool.query('SELECT 1');
  console.log(rows);
}
main();
