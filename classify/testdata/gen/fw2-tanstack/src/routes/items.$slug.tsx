import { createFileRoute } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { findItem } from "../lib/items";

const getTitle = createServerFn({ method: "GET" })
  .validator((slug: string) => slug)
  .handler(({ data }) => {
    const item = findItem(data);
    return item.title.toUpperCase();
  });

export const Route = createFileRoute("/items/$slug")({
  loader: async ({ params }) => ({ title: await getTitle({ data: params.slug }) }),
  component: Item,
});

function Item() {
  const { title } = Route.useLoaderData();
  return <h1>{title}</h1>;
}
