import { findItem } from "../../../lib/items";

export const GET = async (request: Request): Promise<Response> => {
  const slug = new URL(request.url).pathname.split("/").pop()!;
  const item = findItem(slug);
  return Response.json({ title: item.title.toUpperCase() });
};
