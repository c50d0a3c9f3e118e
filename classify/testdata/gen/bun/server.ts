type User = { name: string };

function greet(user: User | null): string {
  return "hello " + user!.name.toUpperCase();
}

const server = Bun.serve({
  port: 18453,
  fetch(req) {
    if (new URL(req.url).pathname === "/boom") {
      return new Response(greet(null));
    }
    return new Response("ok");
  },
});
console.log(`Listening on ${server.url}`);
