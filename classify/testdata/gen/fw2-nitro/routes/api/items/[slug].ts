import { findItem } from "../../../utils/items";

export default defineEventHandler((event) => {
  const item = findItem(getRouterParam(event, "slug"));
  return { title: item.title.toUpperCase() };
});
