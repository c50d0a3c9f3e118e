import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';

const typeDefs = `#graphql
  type Book { title: String, author: Author }
  type Query { books: [Book] }
`;

const resolvers = { Query: { books: () => [] } };

const server = new ApolloServer({ typeDefs, resolvers });
const { url } = await startStandaloneServer(server, { listen: { port: 19434 } });
console.log(`Server ready at ${url}`);
