const fs = require('fs');
const { Type } = require('@sinclair/typebox');
const { Value } = require('@sinclair/typebox/value');

const Product = Type.Object({
  sku: Type.String({ pattern: '^[A-Z]+-[0-9]+$' }),
  name: Type.String(),
  price: Type.Number({ minimum: 0 }),
  stock: Type.Integer({ minimum: 0 }),
});

const rows = JSON.parse(fs.readFileSync('data/products.json', 'utf8'));
for (const row of rows) {
  const product = Value.Parse(Product, row);
  console.log(`imported ${product.sku}`);
}
