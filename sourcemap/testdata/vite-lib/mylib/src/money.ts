// parseMoney reads a price such as "1.50".
export function parseMoney(text: string): number {
  const value = Number.parseFloat(text);
  if (Number.isNaN(value)) {
    throw new TypeError(`not a price: ${text}`);
  }
  return value;
}
