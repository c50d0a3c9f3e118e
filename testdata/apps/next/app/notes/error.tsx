"use client";

// The route's error boundary: it shows what the page threw.
export default function NoteError({ error }: { error: Error }) {
  return <p id="boundary">Something went wrong: {error.message}</p>;
}
