import { total, type Line } from "./cart";

const lines: Line[] = [
  { name: "tea", price: { amount: 4 }, qty: 2 },
  { name: "cup", qty: 1 },
];

console.log("cart total", total(lines));
