import { useState, type ReactElement } from 'react'

const fruits: readonly string[] = ['Apples', 'Pears', 'Plums']

// Three rows alike: the same class, the same button text. Only their
// position tells them apart.
export function Counters(): ReactElement {
  const [counts, setCounts] = useState<number[]>(fruits.map(() => 0))
  return (
    <ul className="list">
      {fruits.map((fruit: string, i: number) => (
        <li className="row" key={fruit}>
          <span className="label">{fruit}</span>
          <span className="count">{counts[i]}</span>
          <button className="counter" onClick={() => setCounts(counts.map((n, j) => (j === i ? n + 1 : n)))}>
            +1
          </button>
        </li>
      ))}
    </ul>
  )
}
