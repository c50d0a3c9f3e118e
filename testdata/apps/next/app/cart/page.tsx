"use client";

import { useState } from "react";

type Item = { name: string; price: number };

// The cart's bugs, one per button. Each buggy line carries a BUG: comment
// that the errbundle test looks for: the test reads the expected line from
// here, never from errbundle.
export default function CartPage() {
  const [items] = useState<Item[]>([{ name: "tea", price: 4 }]);

  function checkout() {
    const last = items[items.length];
    const total = last.price * 2; // BUG:click-typeerror
    console.log("total", total);
  }

  function save() {
    console.error("cart not saved:", items.length, "items"); // BUG:console-error
  }

  async function sync() {
    const res = await fetch("http://127.0.0.1:9/sync"); // BUG:unhandled-rejection
    console.log("synced", res.status);
  }

  return (
    <main>
      <h1>Cart</h1>
      <button id="checkout" onClick={checkout}>Checkout</button>
      <button id="save" onClick={save}>Save</button>
      <button id="sync" onClick={sync}>Sync</button>
    </main>
  );
}
