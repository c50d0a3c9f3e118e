Deno.test("fetches stock", async () => {
  const res = await fetch("http://127.0.0.1:18500/stock");
  await res.body?.cancel();
});
