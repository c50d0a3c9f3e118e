// Keeps every request's payload in a cache that never shrinks.
const cache = [];
function handle(i) {
  cache.push({ id: i, body: 'x'.repeat(1024) + i });
}
for (let i = 0; ; i++) handle(i);
