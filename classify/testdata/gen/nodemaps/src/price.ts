export function parsePrice(raw: string | null): number {
  const trimmed = raw!.trim();
  return Number(trimmed);
}
