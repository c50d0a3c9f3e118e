export interface Product {
  sku: string;
  price: number;
  tags: Tag[];
}
