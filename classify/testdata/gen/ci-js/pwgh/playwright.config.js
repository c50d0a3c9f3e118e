// Playwright's documented reporter for GitHub Actions: 'github' on a CI
// (annotations), 'list' elsewhere.
const { defineConfig } = require('@playwright/test')

module.exports = defineConfig({
  testDir: './tests',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 2 : 0,
  workers: 1,
  reporter: process.env.CI ? 'github' : 'list',
  use: { launchOptions: { executablePath: '/usr/bin/chromium' } },
})
