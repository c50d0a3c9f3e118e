import { price } from "./price.js";
import missing from "./missing.js";

console.log(price(2), missing);
