type Item = { cost: { amount: number } };

const items: Record<string, Item> = { tea: { cost: { amount: 4 } } };

// An API route under a dynamic segment: a slug with no item throws, and
// Nitro answers 500.
export default defineEventHandler((event) => {
  const item = items[getRouterParam(event, 'slug') ?? ''];
  return { amount: item.cost.amount }; // BUG:endpoint-typeerror
});
