type Profile = { user: { name: string } };

const profiles: Record<string, Profile> = { "1": { user: { name: "ada" } } };

// A route handler under a dynamic segment: an id with no profile throws,
// and Next.js answers 500.
export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const profile = profiles[id];
  return Response.json({ name: profile.user.name.toUpperCase() }); // BUG:route-typeerror
}
