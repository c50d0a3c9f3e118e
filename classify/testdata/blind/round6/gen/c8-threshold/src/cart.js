export function total(lines) {
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}

export function discount(cents, code) {
  if (code === 'HALF') {
    return Math.round(cents / 2);
  }
  if (code === 'TENOFF') {
    return Math.max(0, cents - 1000);
  }
  if (code === 'FREESHIP') {
    return cents;
  }
  throw new Error(`unknown code ${code}`);
}
