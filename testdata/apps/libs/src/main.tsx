import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import Layout from './Layout.tsx'
import Home from './Home.tsx'
import Invoice, { invoiceLoader, InvoiceError } from './Invoice.tsx'
import ReceiptPage, { ReceiptError } from './Receipt.tsx'

// The app's query client reports what its queries fail with, as apps do
// since TanStack Query 5 logs nothing itself.
const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error: Error) => console.error('query failed:', error),
  }),
  defaultOptions: { queries: { retry: false } },
})

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: 'invoices/:id', loader: invoiceLoader, Component: Invoice, errorElement: <InvoiceError /> },
      { path: 'receipt', Component: ReceiptPage, errorElement: <ReceiptError /> },
      { path: 'reports', lazy: () => import('./pages/Reports.tsx') }, // BUG:lazy-chunk
    ],
  },
])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
