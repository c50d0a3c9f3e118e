import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL, { onnotice: () => {} });

await sql`create table if not exists customers (id serial primary key, email text not null)`;
async function signUp(email) {
  const [c] = await sql`insert into customers (email) values (${email}) returning id`;
  return c.id;
}
console.log('created', await signUp('ada@example.com'));
console.log('created', await signUp(null));
await sql.end();
