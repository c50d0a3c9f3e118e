import { expectTypeOf, test } from 'vitest';
function price(n: number): string { return n.toFixed(2); }
test('price returns a number', () => {
  expectTypeOf(price(1)).toEqualTypeOf<number>();
});
