import { useParams } from "@solidjs/router";
import { createAsync, query } from "@solidjs/router";
import { findItem } from "~/lib/items";

const getTitle = query(async (slug: string) => {
  "use server";
  const item = findItem(slug);
  return item.title.toUpperCase();
}, "title");

export default function Item() {
  const params = useParams();
  const title = createAsync(() => getTitle(params.slug));
  return <h1>{title()}</h1>;
}
