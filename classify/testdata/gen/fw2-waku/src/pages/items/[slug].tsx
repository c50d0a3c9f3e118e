import { findItem } from "../../lib/items";

export default async function ItemPage({ slug }: { slug: string }) {
  const item = findItem(slug);
  return <h1>{item.title.toUpperCase()}</h1>;
}

export const getConfig = async () => {
  return { render: "dynamic" } as const;
};
