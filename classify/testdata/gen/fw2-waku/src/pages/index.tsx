import { total } from "../lib/items";

export default async function HomePage() {
  return (
    <main>
      <h1>shop</h1>
      <p>total: {total(["apple", "plum"])}</p>
    </main>
  );
}

export const getConfig = async () => {
  return { render: "dynamic" } as const;
};
