"use client";

import { useEffect, useState } from "react";

type Order = { items: { price: number }[] };

// The order page renders the 404's body as if it were an order: the render
// throws, and app/orders/error.tsx catches it. The page sees no uncaught
// error.
export default function OrderPage() {
  const [order, setOrder] = useState<Order | null>(null);

  useEffect(() => {
    fetch("/api/orders")
      .then((res) => res.json())
      .then(setOrder);
  }, []);

  if (!order) {
    return <p>Loading…</p>;
  }
  const total = order.items.reduce((sum, i) => sum + i.price, 0); // BUG:boundary-render
  return <h1>Total {total}</h1>;
}
