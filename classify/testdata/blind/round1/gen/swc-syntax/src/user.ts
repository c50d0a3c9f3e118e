interface User {
  id: number;
  name: string;
}

export function greet(user: User): string {
  const parts = [user.name, user.id;
  return parts.join(" ");
}
