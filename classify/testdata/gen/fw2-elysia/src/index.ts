import { Elysia } from "elysia";
import { findItem, total } from "./items";

const app = new Elysia()
  .get("/", () => ({ shop: "shop", total: total(["apple", "plum"]) }))
  .get("/api/items/:slug", ({ params }) => {
    const item = findItem(params.slug);
    return { title: item.title.toUpperCase() };
  })
  .listen(18705);

console.log(`Elysia is running at ${app.server?.hostname}:${app.server?.port}`);
