import { getJSON } from "./api";

export async function names(): Promise<number[]> {
  const data = await getJSON("/api/items");
  return data.items;
}
