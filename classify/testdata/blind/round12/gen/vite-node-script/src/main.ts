import { byRegion, type Sale } from './report';

const sales: Sale[] = [
  { sku: 'mug', amount: 8, region: { name: 'north' } },
  { sku: 'hat', amount: 15 },
];

console.log('sales by region:', byRegion(sales));
