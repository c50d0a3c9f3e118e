Deno.test.only("focused", () => {});
Deno.test("other", () => {});
