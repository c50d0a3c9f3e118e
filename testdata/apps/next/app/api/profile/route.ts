export function GET() {
  return Response.json({ error: "profile store unavailable" }, { status: 500 });
}
