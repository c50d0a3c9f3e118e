import { readFile } from "node:fs/promises";
const cfg = ;
console.log(cfg);
