import { parseMoney } from "mylib";
import { report } from "./report";

function total(texts: string[]): number {
  let sum = 0;
  for (const t of texts) sum += parseMoney(t);
  return sum;
}

try {
  total(["1.50", "abc"]);
} catch (err) {
  report(err);
}
