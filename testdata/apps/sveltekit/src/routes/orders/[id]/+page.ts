import type { PageLoad } from './$types';

type Order = { lines: { sku: string }[] };

// A universal load: on a client-side navigation it runs in the browser,
// and what it throws is caught by SvelteKit and shown by +error.svelte.
// The page sees no uncaught error.
export const load: PageLoad = async ({ fetch, params }) => {
	const res = await fetch(`/api/orders/${params.id}`);
	const order: Order = await res.json();
	return { count: order.lines.length }; // BUG:load-boundary
};
