import type { LoaderFunctionArgs } from 'react-router';

type Item = { cost: { amount: number } };

const items: Record<string, Item> = { tea: { cost: { amount: 4 } } };

// A resource route under a dynamic segment: a slug with no item throws,
// and React Router answers 500.
export function loader({ params }: LoaderFunctionArgs) {
  const item = items[params.slug ?? ''];
  return Response.json({ amount: item.cost.amount }); // BUG:endpoint-typeerror
}
