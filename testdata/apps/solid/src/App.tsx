import { createSignal, ErrorBoundary, For, Show, type JSX } from 'solid-js'
import { fetchProfile, loadItems, saveCart, syncStatus, type Item, type Profile } from './api.ts'
import { ProfileCard } from './ProfileCard.tsx'
import { CouponCode } from './CouponCode.tsx'

// The errbundle test app's cart: its bugs are marked "// BUG:<name>" and
// the test finds them by those markers.
export function App(): JSX.Element {
  const [items, setItems] = createSignal<Item[]>([])
  const [total, setTotal] = createSignal<number>(0)
  const [profile, setProfile] = createSignal<Profile | null>(null)
  const [coupon, setCoupon] = createSignal<boolean>(false)

  void loadItems().then(setItems)

  // The item after the last one is undefined: the click handler throws.
  const checkout = (): void => {
    const last = items()[items().length]
    setTotal(last.price * 2) // BUG:click-typeerror
  }

  const save = async (): Promise<void> => {
    const result = await saveCart(items())
    if (!result.ok) {
      console.error(`cart not saved: ${result.error}`) // BUG:console-error
    }
  }

  const showProfile = async (): Promise<void> => {
    setProfile(await fetchProfile())
  }

  // The boundary logs what its coupon throws and shows a note instead.
  const couponFailed = (error: unknown): JSX.Element => {
    console.error('coupon failed:', error)
    return <p class="note">No coupon today.</p>
  }

  return (
    <>
      <h1>Cart</h1>
      <ul>
        <For each={items()}>{(item) => <li class="row">{item.name}: {item.price}</li>}</For>
      </ul>
      <button id="checkout" onClick={checkout}>Check out</button>
      <button id="save" onClick={() => void save()}>Save</button>
      <button id="sync" onClick={() => void syncStatus()}>Sync</button>
      <button id="profile" onClick={() => void showProfile()}>Profile</button>
      <button id="coupon" onClick={() => setCoupon(true)}>Coupon</button>
      <p id="total">{total()}</p>
      <Show when={profile()}>{(p) => <ProfileCard profile={p()} />}</Show>
      <Show when={coupon()}>
        <ErrorBoundary fallback={couponFailed}>
          <CouponCode />
        </ErrorBoundary>
      </Show>
    </>
  )
}
