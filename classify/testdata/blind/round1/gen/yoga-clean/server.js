const { createServer } = require('node:http');
const { createYoga, createSchema } = require('graphql-yoga');

const products = [{ id: '1', name: 'Coffee', price: 4 }];

const yoga = createYoga({
  schema: createSchema({
    typeDefs: `
      type Product { id: ID!, name: String!, price: Float! }
      type Query { product(id: ID!): Product, products: [Product!]! }
    `,
    resolvers: {
      Query: {
        products: () => products,
        product: (_, { id }) => {
          const p = products.find((x) => x.id === id);
          return { ...p, price: p.price * 1.2 };
        },
      },
    },
  }),
});

createServer(yoga).listen(19433, () => console.log('GraphQL server on http://localhost:19433/graphql'));
