const { test, expect } = require("@playwright/test");

const page1 = `<h1>Checkout</h1><p class="total">Total: 12 EUR</p><button id="pay" disabled>Pay</button>`;

test("shows the total", async ({ page }) => {
  await page.setContent(page1);
  await expect(page.locator(".total")).toHaveText("Total: 10 EUR");
});

test("pays", async ({ page }) => {
  await page.setContent(page1);
  await page.click("#pay");
});

test("has a heading", async ({ page }) => {
  await page.setContent(page1);
  await expect(page.locator("h1")).toHaveText("Checkout");
});
