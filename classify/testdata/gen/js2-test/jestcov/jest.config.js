module.exports = { collectCoverage: true, coverageThreshold: { global: { lines: 90, branches: 80 } } };
