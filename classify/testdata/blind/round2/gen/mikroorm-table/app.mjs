import { MikroORM, EntitySchema } from '@mikro-orm/postgresql';

const Book = new EntitySchema({
  name: 'Book',
  properties: { id: { type: 'number', primary: true }, title: { type: 'string' } },
});

const orm = await MikroORM.init({ entities: [Book], clientUrl: process.env.DATABASE_URL });
const em = orm.em.fork();
const books = await em.find(Book, {});
console.log(books.length);
await orm.close();
