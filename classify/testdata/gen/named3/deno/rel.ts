import { price } from "./pricing.ts";
console.log(price);
