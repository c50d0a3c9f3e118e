// Cart totals computed in wasm for the checkout page.
export function lineTotal(price: i32, qty: i32): i32 {
  return price * qty;
}

export function discounted(total: i32, percent: i32): i32 {
  return total - total * percent / 100;
}
