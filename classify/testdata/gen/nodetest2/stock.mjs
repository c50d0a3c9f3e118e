export function reserve(stock, sku, qty) {
  if (!(sku in stock)) throw new RangeError(`unknown sku ${sku}`);
  stock[sku] -= qty;
  return stock[sku];
}
