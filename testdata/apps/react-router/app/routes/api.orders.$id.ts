import type { LoaderFunctionArgs } from 'react-router';

// No order exists: a 404 whose body has no items.
export function loader({ params }: LoaderFunctionArgs) {
  return Response.json({ message: `no order ${params.id}` }, { status: 404 });
}
