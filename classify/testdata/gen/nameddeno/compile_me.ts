import { helper } from "./helpers/missing.ts";
console.log(helper());
