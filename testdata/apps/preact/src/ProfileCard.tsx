import type { JSX } from 'preact'
import type { Profile } from './api.ts'

interface Props {
  profile: Profile
}

// The 500's body has no user: the card throws while it renders.
export function ProfileCard({ profile }: Props): JSX.Element {
  const name: string = profile.user.name // BUG:render-typeerror
  return (
    <section class="card">
      <h2>{name}</h2>
    </section>
  )
}
