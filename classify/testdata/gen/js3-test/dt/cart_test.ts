function total(items: { price: number; qty: number }[]): number {
  return items.reduce((sum, item) => sum + item.price * item.qty, 0);
}

function assertEquals(actual: unknown, expected: unknown) {
  if (actual !== expected) {
    throw new Error(`expected ${expected}, got ${actual}`);
  }
}

Deno.test("cart", async (t) => {
  await t.step("sums prices", () => {
    assertEquals(total([{ price: 2, qty: 3 }]), 7);
  });
  await t.step("counts items", () => {
    assertEquals(total([]), 0);
  });
});

Deno.test("starts the poller", () => {
  setTimeout(() => {}, 10000);
});

Deno.test("reads the price list", async () => {
  const text = await Deno.readTextFile("./prices.json");
  assertEquals(text.length > 0, true);
});
