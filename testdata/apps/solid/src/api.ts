// The app's calls to its backend. Types only the compiler sees shift every
// line below them in the code Vite serves.

export interface Item {
  name: string
  price: number
}

export interface User {
  id: number
  name: string
}

export interface Profile {
  user: User
  lastLogin: string
}

export interface SaveResult {
  ok: boolean
  error?: string
}

export async function loadItems(): Promise<Item[]> {
  const res: Response = await fetch('/api/items')
  return (await res.json()) as Item[]
}

export async function saveCart(items: Item[]): Promise<SaveResult> {
  const res: Response = await fetch('/api/save', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(items),
  })
  const body = (await res.json()) as { error?: string }
  return { ok: res.ok, error: body.error }
}

// fetchProfile never checks res.ok: a 500's error body is taken for a
// profile.
export async function fetchProfile(): Promise<Profile> {
  const res: Response = await fetch('/api/profile')
  return (await res.json()) as Profile
}

// syncStatus asks a status service that is not running (its port comes
// from the page's ?closed= parameter), and nobody catches the failure.
export async function syncStatus(): Promise<void> {
  const port: string = new URLSearchParams(window.location.search).get('closed') ?? '9'
  const res: Response = await fetch(`http://127.0.0.1:${port}/status`) // BUG:unhandled-rejection
  console.log('status', res.status)
}
