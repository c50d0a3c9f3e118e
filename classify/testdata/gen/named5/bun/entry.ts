import { prices } from "./lib";
console.log(prices);
