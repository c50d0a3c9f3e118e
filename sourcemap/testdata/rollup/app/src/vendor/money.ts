export function parseMoney(text: string): number {
  const value = Number(text.replace(",", "."));
  if (Number.isNaN(value)) {
    throw new TypeError(`not a price: ${text}`);
  }
  return value;
}
