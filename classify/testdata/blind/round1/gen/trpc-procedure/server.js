const { initTRPC } = require('@trpc/server');
const { createHTTPServer } = require('@trpc/server/adapters/standalone');
const { z } = require('zod');

const t = initTRPC.create();

const carts = { a1: { items: [] } };

const appRouter = t.router({
  cartTotal: t.procedure.input(z.object({ id: z.string() })).query(({ input }) => {
    const cart = carts[input.id];
    return cart.items.reduce((s, i) => s + i.price, 0);
  }),
});

const server = createHTTPServer({
  router: appRouter,
  onError({ path, error }) {
    console.error(`tRPC failed on ${path}:`, error);
  },
});
server.listen(19436);
console.log('tRPC listening on 19436');
