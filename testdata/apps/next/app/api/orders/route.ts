// No order exists: a 404 whose body has no items.
export function GET() {
  return Response.json({ error: "no order 7" }, { status: 404 });
}
