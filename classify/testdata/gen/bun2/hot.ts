let hits = 0;
Bun.serve({
  port: 18462,
  fetch() {
    hits++;
    return new Response(`hits ${hits}`);
  },
});
console.log("hot server up");
