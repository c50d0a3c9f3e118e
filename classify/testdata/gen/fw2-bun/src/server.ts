import index from "./index.html";
import { findItem } from "./items";

const server = Bun.serve({
  port: 18704,
  development: true,
  routes: {
    "/": index,
    "/api/items/:slug": (req) => {
      const item = findItem(req.params.slug);
      return Response.json({ title: item.title.toUpperCase() });
    },
  },
});

console.log(`listening on ${server.url}`);
