import { createRoot } from "react-dom/client";
import { Profile, formatEmail, type User } from "./Profile";

const user: User = { name: "Ada", email: "ada-at-example" };

function report(err: unknown) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = err instanceof Error ? String(err.stack) : String(err);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}

createRoot(document.getElementById("root")!).render(<Profile user={user} />);

try {
  formatEmail(user);
} catch (err) {
  report(err);
}
