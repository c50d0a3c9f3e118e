import { useState } from 'react';

export default function App() {
  const [items] = useState([{ name: 'tea', price: 4 }]);
  const discount = 0.1; // BUG:unused
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return (
    <main>
      <h1>Cart</h1>
      <p>Total: {total}</p>
      <a href="#">Checkout</a>
    </main>
  );
}
