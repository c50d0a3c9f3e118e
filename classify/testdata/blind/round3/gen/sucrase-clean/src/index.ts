import { total } from "./cart";

console.log(total([{ sku: "a", price: 2 }]));
