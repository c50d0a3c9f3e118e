import { createFileRoute } from "@tanstack/react-router";
import { total } from "../lib/items";

export const Route = createFileRoute("/")({
  component: Home,
});

function Home() {
  return (
    <main>
      <h1>shop</h1>
      <p>total: {total(["apple", "plum"])}</p>
    </main>
  );
}
