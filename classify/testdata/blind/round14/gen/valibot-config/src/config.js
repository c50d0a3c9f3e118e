const fs = require('node:fs');
const v = require('valibot');

// The server's settings file, checked once at start so a typo fails loudly.
const Settings = v.object({
  port: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: v.picklist(['EUR', 'USD', 'GBP']),
  checkout: v.object({
    timeoutMs: v.number(),
    retries: v.pipe(v.number(), v.maxValue(5)),
  }),
});

function loadSettings(path) {
  const raw = JSON.parse(fs.readFileSync(path, 'utf8'));
  return v.parse(Settings, raw);
}

module.exports = { loadSettings };
