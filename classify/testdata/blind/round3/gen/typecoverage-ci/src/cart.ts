export function total(items: any[]): number {
  let sum = 0;
  for (const item of items) {
    sum += item.price;
  }
  return sum;
}

export function parse(raw: string) {
  const data = JSON.parse(raw);
  return data.items;
}
