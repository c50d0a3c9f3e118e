import type { APIEvent } from "@solidjs/start/server";
import { findItem } from "~/lib/items";

export function GET({ params }: APIEvent) {
  const item = findItem(params.slug);
  return Response.json({ title: item.title.toUpperCase() });
}
