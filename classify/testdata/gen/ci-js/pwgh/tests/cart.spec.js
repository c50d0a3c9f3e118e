const { test, expect } = require('@playwright/test')

test('shows the total', async ({ page }) => {
  await page.setContent('<p id="total">Total: 7</p>')
  await expect(page.locator('#total')).toHaveText('Total: 6', { timeout: 1000 })
})

test('adds an item', async ({ page }) => {
  await page.setContent('<button id="add">Add</button><p id="n">0</p>')
  await page.click('#add')
  expect(1 + 1).toBe(2)
})
