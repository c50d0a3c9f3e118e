import { loadOrder } from "./orders";

Bun.serve({
  port: 18461,
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/orders/7") {
      const order = await loadOrder(7);
      return Response.json(order);
    }
    return new Response("ok");
  },
});
console.log("api listening on 18461");
