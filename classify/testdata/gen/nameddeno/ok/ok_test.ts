Deno.test("adds", () => {
  const n = [1, 2].length;
  if (n !== 2) throw new Error("math");
});
