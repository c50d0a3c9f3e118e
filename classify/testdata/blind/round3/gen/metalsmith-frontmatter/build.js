const Metalsmith = require('metalsmith');
const markdown = require('@metalsmith/markdown');

Metalsmith(__dirname)
  .source('src')
  .destination('build')
  .clean(true)
  .use(markdown())
  .build((err) => {
    if (err) throw err;
    console.log('Build finished');
  });
