import { createRoot } from "react-dom/client";
import { Cart } from "./Cart.jsx";

function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String(err.stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}

const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
const root = createRoot(document.getElementById("root"), { onUncaughtError: report });
root.render(<Cart items={items} />);
