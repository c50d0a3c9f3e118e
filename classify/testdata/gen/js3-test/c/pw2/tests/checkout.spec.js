const { test, expect } = require('@playwright/test')

test.describe('checkout', () => {
  test('shows the coupon field', async ({ page }) => {
    await page.setContent('<form><input id="email"></form>')
    await expect(page.getByLabel('Coupon')).toBeVisible()
  })

  test('has the right title', async ({ page }) => {
    await page.setContent('<title>Shop</title>')
    await expect(page).toHaveTitle('Checkout')
  })
})
