const { test, expect } = require('@playwright/test')

const page1 = '<h1>Cart</h1><p id="total">Total: 6</p><button id="pay" disabled>Pay</button>'

test('shows the total', async ({ page }) => {
  await page.setContent(page1)
  await expect(page.locator('#total')).toHaveText('Total: 7')
})

test('pays', async ({ page }) => {
  await page.setContent(page1)
  await page.click('#pay')
})

test('has a title', async ({ page }) => {
  await page.setContent(page1)
  await expect(page.locator('h1')).toHaveText('Cart')
})
