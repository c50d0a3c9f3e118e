"use client";

// edit 1
export default function HotPage() {
  function boom() {
    throw new Error("hot bug 2"); // BUG:hot
  }
  return <button id="boom" onClick={boom}>Boom 2</button>;
}
