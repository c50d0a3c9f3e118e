const { test, expect } = require('@playwright/test')

test('shows the total', async ({ page }) => {
  await page.setContent('<p id="total">Total: 6</p>')
  await expect(page.locator('#total')).toHaveText('Total: 6')
})
