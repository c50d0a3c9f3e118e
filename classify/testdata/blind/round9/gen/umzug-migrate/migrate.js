// Runs the app's migrations with umzug over a JSON file "database".
const fs = require('fs');
const { Umzug, JSONStorage } = require('umzug');

const db = fs.existsSync('db.json') ? JSON.parse(fs.readFileSync('db.json', 'utf8')) : { tables: {} };
const umzug = new Umzug({
  migrations: { glob: 'migrations/*.js' },
  context: db,
  storage: new JSONStorage({ path: 'migrations.json' }),
  logger: console,
});

umzug.up().then(() => fs.writeFileSync('db.json', JSON.stringify(db)));
