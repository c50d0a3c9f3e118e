import { useState } from 'react';

type Item = { name: string; price: number };

// The cart's bugs, each on a line marked with a BUG: comment that the
// errbundle test reads.
export default function Cart() {
  const [items] = useState<Item[]>([{ name: 'tea', price: 4 }]);
  const [total, setTotal] = useState(0);

  function checkout() {
    const last = items[items.length];
    setTotal(last.price * 2); // BUG:click-typeerror
  }

  function save() {
    const status = 409;
    console.error(`cart not saved: the server answered ${status}`); // BUG:console-error
  }

  async function load() {
    const res = await fetch('/api/items/coffee');
    // The dev server answers a 500 with its HTML error page: no item.
    const item = await res.json().catch(() => ({}));
    setTotal(item.price.amount); // BUG:render-after-500
  }

  return (
    <main>
      <h1>Cart</h1>
      <button id="checkout" onClick={checkout}>Checkout</button>
      <button id="save" onClick={save}>Save</button>
      <button id="load" onClick={load}>Load</button>
      <p>{total}</p>
    </main>
  );
}
