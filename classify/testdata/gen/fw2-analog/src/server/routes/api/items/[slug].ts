import { defineEventHandler, getRouterParam } from "h3";
import { findItem } from "../../../../lib/items";

export default defineEventHandler((event) => {
  const item = findItem(getRouterParam(event, "slug")!);
  return { title: item.title.toUpperCase() };
});
