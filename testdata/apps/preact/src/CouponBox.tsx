import { useEffect, useErrorBoundary } from 'preact/hooks'
import type { JSX } from 'preact'

function CouponCode(): JSX.Element {
  const code = 'SPRING'
  useEffect(() => {
    throw new Error(`coupon ${code} has expired`) // BUG:boundary-error
  }, [])
  return <p class="coupon">{code}</p>
}

// The box catches what its coupon throws and shows a note instead:
// Preact's error boundary hook. preact/debug, which the Vite preset loads
// in development, logs the error it caught with console.error(error).
export function CouponBox(): JSX.Element {
  const [error] = useErrorBoundary()
  return error ? <p class="note">No coupon today.</p> : <CouponCode />
}
