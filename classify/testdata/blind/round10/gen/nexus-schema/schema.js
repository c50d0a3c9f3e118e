const { makeSchema, objectType, queryType, list } = require('nexus');

const Product = objectType({
  name: 'Product',
  definition(t) {
    t.nonNull.id('id');
    t.string('name');
    t.field('category', { type: 'Category' });
  },
});

const Query = queryType({
  definition(t) {
    t.field('products', { type: list('Product'), resolve: () => [] });
  },
});

const schema = makeSchema({ types: [Query, Product], outputs: false });
console.log('schema built with', Object.keys(schema.getTypeMap()).length, 'types');
