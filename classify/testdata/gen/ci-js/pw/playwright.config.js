// The defaults `npm init playwright` writes that read CI: retries and workers;
// the reporter is left to Playwright (dot on a CI, list elsewhere).
const { defineConfig } = require('@playwright/test')

module.exports = defineConfig({
  testDir: './tests',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 2 : 0,
  workers: 1,
  use: { launchOptions: { executablePath: '/usr/bin/chromium' } },
})
