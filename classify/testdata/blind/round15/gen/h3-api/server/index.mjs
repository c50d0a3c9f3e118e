import { createServer } from 'node:http';
import { createApp, createRouter, defineEventHandler, getRouterParam, toNodeListener } from 'h3';
import { findProduct } from './products.mjs';

const app = createApp({ debug: true });
const router = createRouter();

router.get('/products/:sku', defineEventHandler((event) => {
  const product = findProduct(getRouterParam(event, 'sku'));
  return { sku: product.sku, price: product.price.amount / 100 };
}));

app.use(router);
createServer(toNodeListener(app)).listen(8234, '127.0.0.1', () => console.log('listening on 8234'));
