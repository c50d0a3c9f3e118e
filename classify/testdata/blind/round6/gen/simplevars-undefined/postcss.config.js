module.exports = { plugins: [require('postcss-simple-vars')] };
