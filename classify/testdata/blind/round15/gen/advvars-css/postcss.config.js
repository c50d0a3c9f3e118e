module.exports = { plugins: [require('postcss-advanced-variables')()] };
