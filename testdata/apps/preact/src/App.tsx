import { useEffect, useState } from 'preact/hooks'
import type { JSX } from 'preact'
import { fetchProfile, loadItems, saveCart, syncStatus, type Item, type Profile } from './api.ts'
import { ProfileCard } from './ProfileCard.tsx'
import { CouponBox } from './CouponBox.tsx'

// What a save may be told; the compiler alone reads these, and the code
// served has none of these lines.
interface Outcome {
  saved: boolean
  reason?: string
}

// The errbundle test app's cart: its bugs are marked "// BUG:<name>" and
// the test finds them by those markers.
export function App(): JSX.Element {
  const [items, setItems] = useState<Item[]>([])
  const [total, setTotal] = useState<number>(0)
  const [profile, setProfile] = useState<Profile | null>(null)
  const [coupon, setCoupon] = useState<boolean>(false)

  useEffect(() => {
    void loadItems().then(setItems)
  }, [])

  // The item after the last one is undefined: the click handler throws.
  const checkout = (): void => {
    const last = items[items.length]
    setTotal(last.price * 2) // BUG:click-typeerror
  }

  const save = async (): Promise<void> => {
    const result = await saveCart(items)
    if (!result.ok) {
      console.error(`cart not saved: ${result.error}`) // BUG:console-error
    }
  }

  const showProfile = async (): Promise<void> => {
    setProfile(await fetchProfile())
  }

  return (
    <>
      <h1>Cart</h1>
      <ul>
        {items.map((item) => (
          <li key={item.name} class="row">
            {item.name}: {item.price}
          </li>
        ))}
      </ul>
      <button id="checkout" onClick={checkout}>Check out</button>
      <button id="save" onClick={() => void save()}>Save</button>
      <button id="sync" onClick={() => void syncStatus()}>Sync</button>
      <button id="profile" onClick={() => void showProfile()}>Profile</button>
      <button id="coupon" onClick={() => setCoupon(true)}>Coupon</button>
      <p id="total">{total}</p>
      {profile && <ProfileCard profile={profile} />}
      {coupon && <CouponBox />}
    </>
  )
}
