const Fastify = require('fastify');
const mercurius = require('mercurius');

const app = Fastify({ logger: true });

const schema = `
  type Query { add(x: Int, y: Int): Int, order(id: ID!): String }
`;

const resolvers = {
  Query: {
    add: async (_, { x, y }) => x + y,
    order: async (_, { id }) => {
      const orders = new Map();
      return orders.get(id).status;
    },
  },
};

app.register(mercurius, { schema, resolvers });
app.listen({ port: 19435 });
