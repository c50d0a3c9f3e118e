const a = Bun.serve({ port: 18495, fetch: () => new Response("a") });
console.log(`listening on ${a.url}`);
const b = Bun.serve({ port: 18495, fetch: () => new Response("b") });
console.log(`listening on ${b.url}`);
