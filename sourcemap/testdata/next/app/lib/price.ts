export function parsePrice(text: string): number {
  const value = Number(text.replace(" EUR", ""));
  if (Number.isNaN(value)) {
    throw new TypeError(`not a price: ${text}`);
  }
  return value;
}
