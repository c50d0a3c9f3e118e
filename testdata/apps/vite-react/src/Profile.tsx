import { useState, type ReactElement } from 'react'
import { fetchProfile, type ProfileResponse } from './api.ts'

interface ProfileProps {
  heading: string
}

export function Profile({ heading }: ProfileProps): ReactElement {
  const [profile, setProfile] = useState<ProfileResponse | null>(null)

  async function load(): Promise<void> {
    setProfile(await fetchProfile())
  }

  if (profile === null) {
    return (
      <section className="card">
        <h2>{heading}</h2>
        <button className="btn" onClick={() => void load()}>
          Load profile
        </button>
      </section>
    )
  }
  const displayName: string = profile.user.name.toUpperCase() // BUG:render-typeerror
  return (
    <section className="card">
      <h2>{heading}</h2>
      <p>{displayName}</p>
    </section>
  )
}
