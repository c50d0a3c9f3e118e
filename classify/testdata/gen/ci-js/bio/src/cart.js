import { unused } from "./util.js";

export function total(items) {
  let sum = 0;
  for (var i = 0; i < items.length; i++) {
    sum += items[i].price * items[i].qty;
  }
  if (sum == null) return 0;
  return sum;
}
