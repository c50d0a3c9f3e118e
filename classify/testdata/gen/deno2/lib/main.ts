import { add } from "./math.ts";

const total: number = add(1, "2");
const label: string = total;
console.log(label);
