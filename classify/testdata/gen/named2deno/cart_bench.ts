Deno.bench("sum prices", () => {
  const prices = [1, 2, 3];
  if (prices.reduce((a, b) => a + b) !== 6) throw new Error("bad sum");
});

Deno.bench("parse order", () => {
  JSON.parse("{order: 1}");
});
