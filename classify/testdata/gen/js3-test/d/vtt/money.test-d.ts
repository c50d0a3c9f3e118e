import { expectTypeOf, test } from 'vitest'

type Money = { amount: number; currency: string }
declare function format(m: Money): string

test('format returns a string', () => {
  expectTypeOf(format).returns.toEqualTypeOf<number>()
})
