self.onmessage = (e: MessageEvent) => {
  const stock: Record<string, number> = {};
  if (!(e.data.sku in stock)) throw new RangeError(`unknown sku ${e.data.sku}`);
};
