import { Component, useState, type ReactElement, type ReactNode } from 'react'

// Boundary > Reviews > ReviewList > Stars: Stars fails to render once the
// reviews are shown, and the error boundary catches it.
export function Reviews(): ReactElement {
  return (
    <Boundary>
      <ReviewPanel />
    </Boundary>
  )
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  render(): ReactNode {
    return this.state.failed ? <p className="fallback">The reviews could not be shown.</p> : this.props.children
  }
}

function ReviewPanel(): ReactElement {
  const [shown, setShown] = useState(false)
  return (
    <section className="reviews">
      <button id="show-reviews" onClick={() => setShown(true)}>
        Show reviews
      </button>
      {shown && <ReviewList ratings={[4.5]} />}
    </section>
  )
}

function ReviewList({ ratings }: { ratings: number[] }): ReactElement {
  return (
    <ol>
      {ratings.map((r) => (
        <li key={r}>
          <Stars rating={undefined} />
        </li>
      ))}
    </ol>
  )
}

function Stars({ rating }: { rating?: number }): ReactElement {
  return <span className="stars">{rating!.toFixed(1)}</span> // BUG:caught-render
}
