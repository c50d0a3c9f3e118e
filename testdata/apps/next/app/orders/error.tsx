"use client";

// The route's error boundary: it shows what the page threw.
export default function OrderError({ error }: { error: Error }) {
  return <p id="boundary">Something went wrong: {error.message}</p>;
}
