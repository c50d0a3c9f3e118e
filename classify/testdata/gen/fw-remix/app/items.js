const items = { apple: { title: 'Apple' } };

export function findItem(slug) {
  return items[slug];
}
