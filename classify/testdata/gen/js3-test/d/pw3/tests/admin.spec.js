const { test, expect } = require('@playwright/test')

let token

test.beforeAll(async () => {
  token = JSON.parse('{"token": }').token
})

test('lists users', async ({ page }) => {
  await page.setContent(`<p>${token}</p>`)
  await expect(page.locator('p')).toHaveText('x')
})
