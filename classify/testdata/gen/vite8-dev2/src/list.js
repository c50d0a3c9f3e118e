import { fetchItems } from "./api/items.js";

export async function renderList(el) {
  el.textContent = (await fetchItems()).join(", ");
}
