import type { APIRoute } from 'astro';

// Rendered on demand: the dev server runs it on every request.
export const prerender = false;

type Item = { cost: { amount: number } };

const items: Record<string, Item> = { tea: { cost: { amount: 4 } } };

// An endpoint under a dynamic segment: a slug with no item throws, and
// Astro answers 500.
export const GET: APIRoute = ({ params }) => {
  const item = items[params.slug ?? ''];
  return Response.json({ amount: item.cost.amount }); // BUG:endpoint-typeerror
};
