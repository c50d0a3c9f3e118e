// Ranks products for a search box query.
export function tokens(query) {
  return query.toLowerCase().split(/\s+/).filter(Boolean)
}

export function score(product, query) {
  const words = tokens(query)
  return words.filter((w) => product.name.toLowerCase().includes(w)).length
}

export function rank(products, query) {
  return products
    .map((p) => ({ p, s: score(p, query) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => a.s - b.s)
    .map((x) => x.p.sku)
}
