import { createFileRoute } from "@tanstack/react-router";
import { findItem } from "../../lib/items";

export const Route = createFileRoute("/api/items/$slug")({
  server: {
    handlers: {
      GET: ({ params }) => {
        const item = findItem(params.slug);
        return Response.json({ title: item.title.toUpperCase() });
      },
    },
  },
});
