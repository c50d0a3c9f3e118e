import type { ReactElement } from 'react'
import { Counters } from './Counters.tsx'
import { Forms } from './Forms.tsx'
import { Profile } from './Profile.tsx'
import { syncStatus } from './api.ts'

export default function App(): ReactElement {
  return (
    <main className="app">
      <h1>Shop admin</h1>
      <Counters />
      <Forms />
      <button className="btn" onClick={() => void syncStatus()}>
        Sync status
      </button>
      <Profile heading="Your profile" />
    </main>
  )
}
