import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL }) }) });

await sql`create table if not exists products (id serial primary key, name text not null)`.execute(db);
const rows = await db.selectFrom('products').select(['id', 'name', 'price']).execute();
console.log(rows);
await db.destroy();
