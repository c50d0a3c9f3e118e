const items = {
  apple: { title: "Apple", price: 3 },
  plum: { title: "Plum", price: 5 },
};

export function total(slugs) {
  return slugs.reduce((sum, s) => sum + items[s].price, 0);
}
