import { price } from "remote/utils";
import { report } from "./utils.js";

function total(items) {
  return items.reduce((sum, item) => sum + price(item), 0);
}

try {
  total([{ name: "tea", price: 3 }, { name: "cup", price: -1 }]);
} catch (err) {
  report(err);
}
