const assert = require('node:assert/strict')
assert.deepEqual({ lines: 1 }, { lines: 2 })
