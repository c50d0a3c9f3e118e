import { json } from '@sveltejs/kit';
import type { RequestHandler } from './$types';

// No order exists: a 404 whose body has no lines.
export const GET: RequestHandler = ({ params }) => json({ message: `no order ${params.id}` }, { status: 404 });
