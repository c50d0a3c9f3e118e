const items: Record<string, { title: string }> = { apple: { title: 'Apple' } };

export function findItem(slug: string) {
  return items[slug];
}
