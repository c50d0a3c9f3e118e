// Runs in the pool's worker threads: works out a product image's thumbnail sizes.
module.exports = ({ sku, width, height, sizes }) => {
  const ratio = height / width;
  return sizes.map((w) => ({ sku, w, h: Math.round(w * ratio) }));
};
