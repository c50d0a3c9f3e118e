const users = new Map<string, { name: string }>([["1", { name: "ada" }]]);

export function findUser(id: string | null): { name: string } {
  return users.get(id ?? "")!;
}
