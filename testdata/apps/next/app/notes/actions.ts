"use server";

type Store = { writable: boolean };

function openStore(): Store {
  return { writable: false };
}

// A Server Action that throws: the form's error boundary
// (app/notes/error.tsx) shows it in the browser.
export async function saveNote(form: FormData) {
  const store = openStore();
  if (!store.writable) {
    throw new Error(`note store is read-only: ${form.get("note")}`); // BUG:server-action
  }
}
