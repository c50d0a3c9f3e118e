exports.up = async (knex) => {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email').notNullable();
  });
  await knex.schema.alterTable('users', (t) => {
    t.index(['emial']);
  });
};

exports.down = (knex) => knex.schema.dropTable('users');
