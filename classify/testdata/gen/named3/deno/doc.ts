/**
 * Adds tax.
 *
 * ```ts
 * import { withTax } from "./doc.ts";
 * const n: string = withTax(100);
 * ```
 */
export function withTax(cents: number): number {
  return Math.round(cents * 1.2);
}
