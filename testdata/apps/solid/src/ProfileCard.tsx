import type { JSX } from 'solid-js'
import type { Profile } from './api.ts'

interface Props {
  profile: Profile
}

// The 500's body has no user: the card throws while it renders.
export function ProfileCard(props: Props): JSX.Element {
  const name: string = props.profile.user.name // BUG:render-typeerror
  return (
    <section class="card">
      <h2>{name}</h2>
    </section>
  )
}
