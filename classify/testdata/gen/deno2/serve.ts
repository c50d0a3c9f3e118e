import { findUser } from "./users.ts";

export default {
  fetch(req: Request): Response {
    const url = new URL(req.url);
    const user = findUser(url.searchParams.get("id"));
    return Response.json({ name: user.name.toUpperCase() });
  },
} satisfies Deno.ServeDefaultExport;
