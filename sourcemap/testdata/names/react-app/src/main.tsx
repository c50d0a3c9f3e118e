import { createRoot } from "react-dom/client";
import { CartTotal } from "./CartTotal";

function report(err: unknown) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = err instanceof Error ? String(err.stack) : String(err);
  document.body.appendChild(pre);
  console.log("STACK " + pre.textContent);
}

const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
createRoot(document.getElementById("root")!, { onUncaughtError: report }).render(<CartTotal items={items} />);
