import { useQuery } from '@tanstack/react-query'

export interface Stats {
  orders: number
  revenue: number
}

// fetchStats is the stats query's function: the stats service answers 500.
async function fetchStats(): Promise<Stats> {
  const res: Response = await fetch('/api/stats')
  if (!res.ok) throw new Error(`stats failed: ${res.status}`) // BUG:query-error
  return res.json()
}

export default function StatsPanel() {
  const { data, error, isPending } = useQuery({ queryKey: ['stats'], queryFn: fetchStats })
  if (isPending) return <p>Loading stats…</p>
  if (error) return <p id="stats-error">Stats unavailable</p>
  return <p>{data.orders} orders</p>
}
