import { useState } from 'react'

// Shop > Cart > CartTotal: CartTotal fails to render once the cart opens,
// and nothing catches it.
export function Shop() {
  const [open, setOpen] = useState(false)
  return (
    <section className="shop">
      <button id="open-cart" onClick={() => setOpen(true)}>
        Open cart
      </button>
      {open && <Cart lines={[{ name: 'milk', cents: 129 }]} />}
    </section>
  )
}

function Cart({ lines }) {
  return (
    <div className="cart">
      <ul>
        {lines.map((l) => (
          <li key={l.name}>{l.name}</li>
        ))}
      </ul>
      <CartTotal lines={undefined} />
    </div>
  )
}

function CartTotal({ lines }) {
  const total = lines.reduce((sum, l) => sum + l.cents, 0) // BUG:uncaught-render
  return <p className="total">{total}</p>
}
