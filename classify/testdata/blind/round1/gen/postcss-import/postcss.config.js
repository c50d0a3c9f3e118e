module.exports = { plugins: [require('postcss-import')] };
