export function wishlistTotal(lines) {
  let total = 0;
  for (const line of lines) {
    if (line.qty <= 0) {
      throw new Error(`bad quantity for ${line.sku}`);
    }
    const price = line.cents * line.qty;
    const tax = Math.round(price * 0.2);
    total += price + tax;
  }
  return total;
}

export function wishlistNames(lines) {
  return lines.map((l) => l.name);
}
