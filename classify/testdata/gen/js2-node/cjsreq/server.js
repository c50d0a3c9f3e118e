const { slug } = require('esm-only');
console.log(slug('Hello'));
