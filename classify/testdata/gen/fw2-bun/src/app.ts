import { total } from "./items";

const el = document.getElementById("total")!;
el.textContent = `total: ${total(["apple", "plum"])}`;
