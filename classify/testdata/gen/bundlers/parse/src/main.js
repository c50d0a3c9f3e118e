import { greet } from "./greet.js";

console.log(greet("ada"));
