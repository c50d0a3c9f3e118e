const { invoiceLines, taxFor, fetchRate } = require("./invoice");

describe("invoice", () => {
  test("lines match the snapshot", () => {
    expect(invoiceLines({ items: [{ sku: "A", qty: 2, unit: 3 }] })).toMatchSnapshot();
  });

  test("waits for the rate", async () => {
    await fetchRate();
  }, 100);
});

describe.each([
  ["eu", "0.20"],
  ["ca", "0.05"],
])("tax in %s", (region, want) => {
  test("is " + want, () => {
    expect(taxFor(region)).toBe(want);
  });
});
