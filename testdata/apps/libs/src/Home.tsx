import { useEffect, useRef, useState } from 'react'
import { loadOrder, loadOrders, loadSlow, loadViewer, loadViewerSafely, pingStatus } from './api.ts'
import StatsPanel from './Stats.tsx'

export interface Panel {
  stats: boolean
  resize: boolean
}

// GrowingBox grows itself each time it is observed: the browser reports
// "ResizeObserver loop completed with undelivered notifications", which
// breaks nothing.
function GrowingBox() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = ref.current!
    const observer = new ResizeObserver(() => {
      box.style.height = box.offsetHeight + 1 + 'px'
    })
    observer.observe(box)
    setTimeout(() => observer.disconnect(), 500)
    return () => observer.disconnect()
  }, [])
  return <div id="growing" ref={ref} style={{ height: 10 }} />
}

export default function Home() {
  const [panel, setPanel] = useState<Panel>({ stats: false, resize: false })
  const [status, setStatus] = useState<string>('')
  return (
    <section>
      <h1>Orders</h1>
      <button id="orders" onClick={() => loadOrders().then((o) => setStatus(`${o.length} orders`))}>Orders</button>
      <button id="ping" onClick={() => pingStatus().then((s) => setStatus(`status ${s}`))}>Ping</button>
      <button id="stats" onClick={() => setPanel({ ...panel, stats: true })}>Stats</button>
      <button id="viewer" onClick={() => loadViewer().then((v) => setStatus(v.name))}>Viewer</button>
      <button id="viewer-safe" onClick={() => loadViewerSafely().then(setStatus)}>Viewer (shown)</button>
      <button id="order" onClick={() => loadOrder(1).then((o) => setStatus(`total ${o.total}`))}>Order 1</button>
      <button id="slow" onClick={() => loadSlow().then(() => setStatus('slow done'))}>Slow</button>
      <button id="resize" onClick={() => setPanel({ ...panel, resize: true })}>Resize</button>
      {panel.stats && <StatsPanel />}
      {panel.resize && <GrowingBox />}
      <p id="status">{status}</p>
    </section>
  )
}
