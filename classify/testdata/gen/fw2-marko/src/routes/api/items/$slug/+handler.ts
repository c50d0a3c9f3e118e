import { findItem } from "../../../../lib/items";

export const GET = Run.GET((context) => {
  const item = findItem(context.params.slug);
  return Response.json({ title: item.title.toUpperCase() });
});
