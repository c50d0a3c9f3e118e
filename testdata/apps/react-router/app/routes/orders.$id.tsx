import { useLoaderData, useRouteError } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';

type Order = { items: { price: number }[] };

// A client loader that reads the 404's body as an order and throws: React
// Router catches it and renders the route's ErrorBoundary export. The page
// sees no uncaught error, and nothing is logged.
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const res = await fetch(`/api/orders/${params.id}`);
  const order: Order = await res.json();
  return { total: order.items.reduce((sum, i) => sum + i.price, 0) }; // BUG:boundary-loader
}

export default function Order() {
  const { total } = useLoaderData<typeof clientLoader>();
  return <p>Total {total}</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <p id="boundary">Something went wrong: {error instanceof Error ? error.message : 'unknown'}</p>;
}
