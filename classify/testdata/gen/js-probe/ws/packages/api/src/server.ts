export function port(env: Record<string, string | undefined>): number {
  return env.PORT ?? 3000;
}
