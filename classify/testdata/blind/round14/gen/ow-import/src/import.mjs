// Imports the supplier's product feed; ow checks each record before it is saved.
import ow from 'ow';
import { readFile } from 'node:fs/promises';

function checkProduct(p) {
  ow(p, ow.object.exactShape({
    sku: ow.string.matches(/^[A-Z]+-\d+$/),
    name: ow.string.nonEmpty,
    price: ow.number.integer.positive,
    stock: ow.number.integer,
  }));
  return p;
}

const feed = JSON.parse(await readFile('data/feed.json', 'utf8'));
for (const p of feed) {
  checkProduct(p);
  console.log('imported', p.sku);
}
