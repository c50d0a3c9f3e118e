// The app's calls to its backend. Types only the compiler sees shift every
// line below them in the code Vite serves.

export interface Address {
  street: string
  city: string
}

export interface User {
  id: number
  name: string
  email: string
  address?: Address
}

export interface ProfileResponse {
  user: User
  lastLogin: string
}

export interface SignupResult {
  ok: boolean
  error?: string
}

export async function fetchProfile(): Promise<ProfileResponse> {
  const res: Response = await fetch('/api/profile')
  // Never checks res.ok: a 500's error body is taken for a profile.
  return (await res.json()) as ProfileResponse
}

export async function signup(email: string): Promise<SignupResult> {
  const res = await fetch('/api/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  const body = (await res.json()) as { error?: string }
  return { ok: res.ok, error: body.error }
}

// syncStatus asks a status service that is not running (its port comes
// from the page's ?closed= parameter), and nobody catches the failure.
export async function syncStatus(): Promise<void> {
  const port: string = new URLSearchParams(window.location.search).get('closed') ?? '9'
  const res: Response = await fetch(`http://127.0.0.1:${port}/status`) // BUG:unhandled-rejection
  console.log('status', res.status)
}
