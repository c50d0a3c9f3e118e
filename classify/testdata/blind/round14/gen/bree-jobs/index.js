const path = require('node:path');
const Bree = require('bree');

const bree = new Bree({
  root: path.join(__dirname, 'jobs'),
  jobs: [{ name: 'expire-carts' }, { name: 'send-digest' }],
});

(async () => {
  await bree.start();
  setTimeout(() => bree.stop(), 3000);
})();
