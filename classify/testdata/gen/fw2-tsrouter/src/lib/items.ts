const items: Record<string, { title: string; price: number }> = {
  apple: { title: "Apple", price: 3 },
  plum: { title: "Plum", price: 5 },
};

export function findItem(slug: string) {
  return items[slug];
}

export function total(slugs: string[]) {
  return slugs.reduce((sum, s) => sum + items[s].price, 0);
}
