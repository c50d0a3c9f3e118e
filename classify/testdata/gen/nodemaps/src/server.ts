import { parsePrice } from "./price";

function handle(body: string): number {
  return parsePrice(JSON.parse(body).price);
}

console.log("total", handle('{"price": null}'));
