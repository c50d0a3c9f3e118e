const path = require('node:path');
const Piscina = require('piscina');

const pool = new Piscina({ filename: path.resolve(__dirname, 'thumbs.js'), maxThreads: 2 });

const images = [
  { sku: 'MUG-1', width: 1200, height: 900, sizes: [320, 640] },
  { sku: 'CAP-3', width: 800, height: 800 },
];

async function main() {
  for (const img of images) {
    const thumbs = await pool.run(img);
    console.log(img.sku, thumbs.map((t) => `${t.w}x${t.h}`).join(' '));
  }
}

main();
