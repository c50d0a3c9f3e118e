module.exports = {
  timeout: 3000,
  expect: { timeout: 1000 },
  use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } },
}
