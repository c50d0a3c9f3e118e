require('reflect-metadata');
const { DataSource, EntitySchema } = require('typeorm');

const User = new EntitySchema({
  name: 'User',
  columns: { id: { type: Number, primary: true, generated: true }, email: { type: String } },
});
const Invoice = new EntitySchema({
  name: 'Invoice',
  columns: { id: { type: Number, primary: true, generated: true }, amount: { type: Number } },
});

const db = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities: [User], synchronize: true });

async function main() {
  await db.initialize();
  console.log('Data Source has been initialized');
  const invoices = await db.getRepository(Invoice).find();
  console.log(invoices);
}

main();
