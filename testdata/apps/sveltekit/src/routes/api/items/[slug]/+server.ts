import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

type Item = { cost: { amount: number } };

const items: Record<string, Item> = { tea: { cost: { amount: 4 } } };

// An endpoint under a dynamic segment: a slug with no item throws, and
// SvelteKit answers 500.
export const GET: RequestHandler = ({ params }) => {
	const item = items[params.slug];
	return json({ amount: item.cost.amount }); // BUG:endpoint-typeerror
};
