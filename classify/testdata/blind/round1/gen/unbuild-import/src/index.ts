import { slugify } from "./utils/slug";

export function pageUrl(title: string): string {
  return "/posts/" + slugify(title);
}
