import { price } from "./lib/pricing";
console.log("total", price(3));
