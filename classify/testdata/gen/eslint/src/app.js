import { helper } from "./util.js";

const unused = 1;

export function run(x) {
  console.log(x);
  if (x == null) {
    return helper(x);
  }
}
