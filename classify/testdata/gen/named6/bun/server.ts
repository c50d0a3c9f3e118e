const server = Bun.serve({
  port: 18499,
  fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/cart") {
      const cart: any = JSON.parse("{\"items\": }");
      return Response.json(cart);
    }
    return new Response("ok");
  },
  error(err) {
    console.error(err);
    return new Response("internal error", { status: 500 });
  },
});
console.log(`Listening on ${server.url}`);
