export interface User { id: number; email: string }

export function label(u: User): string {
  return u.email.toUpperCase() + u.id.padStart(4);
}
