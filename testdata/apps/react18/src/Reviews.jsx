import { Component, useState } from 'react'

// Boundary > ReviewPanel > ReviewList > Stars: Stars fails to render once
// the reviews are shown, and the error boundary catches it.
export function Reviews() {
  return (
    <Boundary>
      <ReviewPanel />
    </Boundary>
  )
}

class Boundary extends Component {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <p className="fallback">The reviews could not be shown.</p> : this.props.children
  }
}

function ReviewPanel() {
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

function ReviewList({ ratings }) {
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

function Stars({ rating }) {
  return <span className="stars">{rating.toFixed(1)}</span> // BUG:caught-render
}
