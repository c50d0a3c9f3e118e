import { total } from "./items";

document.getElementById("total").textContent = `total: ${total(["apple", "plum"])}`;
