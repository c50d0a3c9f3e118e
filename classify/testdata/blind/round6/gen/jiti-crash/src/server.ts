import { createServer } from 'node:http';
import { loadPrices } from './prices.ts';

const prices = loadPrices();

createServer((req, res) => {
  res.end(JSON.stringify(prices));
}).listen(0);
