"use client";

import { saveNote } from "./actions";

export default function NotesPage() {
  return (
    <form action={saveNote}>
      <input name="note" defaultValue="hello" />
      <button id="save-note" type="submit">Save</button>
    </form>
  );
}
