Deno.test("opens the price list", () => {
  const file = Deno.openSync("./prices.json");
  file.readSync(new Uint8Array(4));
});

Deno.test("fetches rates", async () => {
  const res = await fetch("http://127.0.0.1:9/rates");
  await res.text();
});
