// The system Chromium, so no browser download is needed.
const { defineConfig } = require("@playwright/test");
module.exports = defineConfig({
  testDir: "tests",
  timeout: 3000,
  expect: { timeout: 1000 },
  reporter: "list",
  use: { launchOptions: { executablePath: "/usr/bin/chromium" } },
});
