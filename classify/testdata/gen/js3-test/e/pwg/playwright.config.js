module.exports = {
  timeout: 3000,
  expect: { timeout: 1000 },
  use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } },
}
module.exports.globalSetup = require.resolve('./global-setup.js')
