import React from "react";
import { total } from "../lib/items";

export default function Home() {
  return (
    <main>
      <h1>shop</h1>
      <p>total: {total(["apple", "plum"])}</p>
    </main>
  );
}
