interface CartLine {
  sku: string;
  qty: number;
}

/**
 * The shop's cart.
 * @public
 */
export class Cart {
  lines: CartLine[] = [];

  add(line: CartLine): void {
    this.lines.push(line);
  }
}

export function emptyCart(): Cart {
  return new Cart();
}
