type Profile = { name: string } | null;

function load(id: string): Profile {
  return id === "1" ? { name: "Ada" } : null;
}

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const profile = load(id);
  return Response.json({ name: profile!.name.toUpperCase() });
}
