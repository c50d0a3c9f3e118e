import { useState } from 'preact/hooks';
import { formatPrice } from './money';
export function Cart() {
  const [items] = useState([]);
  return <ul>{items.map((i) => <li>{formatPrice(i)}</li>)}</ul>;
}
