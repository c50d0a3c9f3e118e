import { money } from "./utils/money";

export function mountCart(el) {
  el.textContent = money(12);
}
