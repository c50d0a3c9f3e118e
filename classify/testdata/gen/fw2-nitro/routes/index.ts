import { total } from "../utils/items";

export default defineEventHandler(() => {
  return { shop: "shop", total: total(["apple", "plum"]) };
});
