// Cart totals computed in wasm for the checkout page.
export function lineTotal(price: i32, qty: i32): i32 {
  return price * qty;
}

export function cartTotal(prices: Int32Array, qtys: Int32Array): i32 {
  let total: i32 = 0;
  for (let i = 0; i < prices.length; i++) {
    total += lineTotal(prices[i], qtys[i]);
  }
  return total;
}

export function discounted(total: i32, percent: f64): i32 {
  const cut: string = total * percent / 100;
  return total - cut;
}

export function shipping(total: i32): i32 {
  return total > FREE_SHIPPING_CENTS ? 0 : 490;
}
