import { useState } from 'react';

// The page the errbundle test edits while it is open: it writes a syntax
// error into it, then fixes it, and puts this version back at the end.
export default function Hot() {
  const [n, setN] = useState(1);
  return <button id="inc" onClick={() => setN(n + 1)}>Count {n}</button>;
}
