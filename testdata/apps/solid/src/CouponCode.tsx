import { createEffect, createSignal, type JSX } from 'solid-js'

export function CouponCode(): JSX.Element {
  const [code] = createSignal<string>('SPRING')
  createEffect(() => {
    throw new Error(`coupon ${code()} has expired`) // BUG:boundary-error
  })
  return <p class="coupon">{code()}</p>
}
