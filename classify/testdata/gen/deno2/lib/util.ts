export function shout(s: string) {
  return s.toUpperCase(1);
}
