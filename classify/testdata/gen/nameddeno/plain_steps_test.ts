Deno.test("checkout", async (t) => {
  await t.step("adds items", () => {
    if ([1, 2].length !== 2) throw new Error("bad");
  });
  await t.step("applies tax", () => {
    const got = Math.round(100 * 1.2);
    if (got !== 121) throw new Error(`expected 121, got ${got}`);
  });
});

Deno.test("throws a TypeError", () => {
  const cfg: any = null;
  cfg.port;
});

Deno.test({ name: "ignored one", ignore: true, fn() {} });
