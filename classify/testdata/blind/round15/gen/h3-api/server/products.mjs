const products = [
  { sku: 'MUG-01', name: 'Mug', price: { amount: 1250, currency: 'EUR' } },
  { sku: 'CAP-02', name: 'Cap', priceCents: 990 },
];

export function findProduct(sku) {
  return products.find((p) => p.sku === sku);
}
