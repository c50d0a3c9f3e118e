const { DataSource } = require('typeorm');
module.exports = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, migrations: [__dirname + '/migrations/*.js'] });
