const { test, expect } = require('@playwright/test')

test('home', async ({ page }) => {
  await page.setContent('<h1>Home</h1>')
  await expect(page.locator('h1')).toHaveText('Home')
})
