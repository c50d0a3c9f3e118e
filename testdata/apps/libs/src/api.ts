// The app's calls to its backend, through the libraries apps use: axios,
// zod, GraphQL over fetch, an AbortController deadline. Types only the
// compiler sees shift every line below them in the code Vite serves.
import axios, { type AxiosInstance } from 'axios'
import { z } from 'zod'

export interface OrderSummary {
  id: number
  total: number
}

export interface Viewer {
  name: string
  email: string
}

export interface GraphQLReply<T> {
  data: T | null
  errors?: { message: string }[]
}

const http: AxiosInstance = axios.create({ timeout: 5000 })

// loadOrders asks the orders service, which answers 500; nobody catches.
export async function loadOrders(): Promise<OrderSummary[]> {
  const res = await http.get<OrderSummary[]>('/api/orders') // BUG:axios-500
  return res.data
}

// pingStatus asks a status service that is not running (its port comes
// from the page's ?closed= parameter); nobody catches.
export async function pingStatus(): Promise<number> {
  const port: string = new URLSearchParams(window.location.search).get('closed') ?? '9'
  const res = await http.get(`http://127.0.0.1:${port}/status`) // BUG:axios-network
  return res.status
}

const Order = z.object({ id: z.number(), total: z.number(), items: z.array(z.string()) })

export type Order = z.infer<typeof Order>

// loadOrder checks the order it gets: its total comes as a string.
export async function loadOrder(id: number): Promise<Order> {
  const res: Response = await fetch(`/api/orders/${id}`)
  return Order.parse(await res.json()) // BUG:zod-parse
}

// loadViewer asks the GraphQL endpoint, which answers 200 with an errors
// array and no data; the app reads the data anyway.
export async function loadViewer(): Promise<Viewer> {
  const res: Response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { name emial } }' }),
  })
  const body = (await res.json()) as GraphQLReply<{ viewer: Viewer }>
  return body.data.viewer // BUG:graphql-error
}

// loadSlow gives the slow endpoint 200 ms, then aborts; nobody catches.
export async function loadSlow(): Promise<unknown> {
  const controller: AbortController = new AbortController()
  setTimeout(() => controller.abort(), 200)
  const res: Response = await fetch('/api/slow', { signal: controller.signal }) // BUG:abort-timeout
  return res.json()
}

// loadViewerSafely is loadViewer the way an app on a GraphQL client shows
// the errors of a query: on the page, thrown nowhere and logged nowhere.
export async function loadViewerSafely(): Promise<string> {
  const res: Response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { name emial } }' }),
  })
  const body = (await res.json()) as GraphQLReply<{ viewer: Viewer }>
  return body.errors ? `Could not load the viewer: ${body.errors[0].message}` : body.data!.viewer.name
}
