import { createSignal } from 'solid-js';
export default function App() {
  const [n, setN] = createSignal(0);
  return <button onClick={() => setN(n() + 1)}>{n()}</button
}
