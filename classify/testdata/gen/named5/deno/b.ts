import { totals } from "./a.ts";
console.log(totals);
