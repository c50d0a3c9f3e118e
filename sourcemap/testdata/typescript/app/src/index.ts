import { Cart, type Item } from "./cart.js";

function report(err: Error): void {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String(err.stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}

async function build(items: Item[]): Promise<Cart> {
  await null;
  return new Cart(items);
}

async function load(): Promise<Cart> {
  const items: Item[] = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
  return await build(items);
}

setTimeout(() => {
  load().catch(report);
}, 0);
