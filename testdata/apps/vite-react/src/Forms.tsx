import { useState, type FormEvent, type ReactElement } from 'react'
import { signup } from './api.ts'

type Status = 'idle' | 'sending' | 'failed'

// What a form may be told after a submit; the compiler alone reads these.
interface Outcome {
  status: Status
  message?: string
}

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<void>

// Two forms with the same field and the same button: a selector must say
// which one the user typed into.
export function Forms(): ReactElement {
  const [status, setStatus] = useState<Status>('idle')

  const onSignup: SubmitHandler = async (event) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('email') as string
    setStatus('sending')
    const result = await signup(email)
    if (!result.ok) {
      console.error('Signup failed:', result.error) // BUG:console-error
      const outcome: Outcome = { status: 'failed', message: result.error }
      setStatus(outcome.status)
    }
  }

  return (
    <div className="forms">
      <form className="form" onSubmit={(e) => void onSignup(e)}>
        <h3>Create an account</h3>
        <input className="field" name="email" type="email" placeholder="Email" />
        <button className="btn" type="submit">
          Submit
        </button>
        {status === 'failed' && <p className="error">Could not sign up.</p>}
      </form>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <h3>Newsletter</h3>
        <input className="field" name="email" type="email" placeholder="Email" />
        <button className="btn" type="submit">
          Submit
        </button>
      </form>
    </div>
  )
}
