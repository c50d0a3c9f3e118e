import { useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router'

export interface InvoiceData {
  id: string
  amount: number
}

// invoiceLoader loads the invoice of the route; the API has none.
export async function invoiceLoader({ params }: LoaderFunctionArgs): Promise<InvoiceData> {
  const res: Response = await fetch(`/api/invoices/${params.id}`)
  if (!res.ok) throw new Error(`invoice ${params.id} not found`) // BUG:loader-error
  return res.json()
}

export default function Invoice() {
  const invoice = useLoaderData() as InvoiceData
  return <p>Invoice {invoice.id}: {invoice.amount}</p>
}

// InvoiceError is the route's errorElement: the app shows the error and
// reports it nowhere.
export function InvoiceError() {
  const error = useRouteError() as Error
  return <p id="invoice-error">Could not load the invoice: {error.message}</p>
}
