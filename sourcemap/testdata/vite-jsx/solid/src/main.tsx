import { render } from "solid-js/web";
import { Cart } from "./Cart";
import { report } from "./report";

const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
try {
  render(() => <Cart items={items} />, document.getElementById("root")!);
} catch (err) {
  report(err);
}
