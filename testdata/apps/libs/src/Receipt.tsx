export interface Receipt {
  id: string
  total: { amount: number; currency: string }
}

// ReceiptPage renders a receipt the app has not loaded: it throws while
// rendering, and React Router's errorElement for the route catches it.
export default function ReceiptPage() {
  const receipt = { id: 'r-1' } as Receipt
  return <p>Receipt {receipt.id}: {receipt.total.amount}</p> // BUG:route-render-error
}

// ReceiptError is the route's errorElement: the app shows the error and
// reports it nowhere.
export function ReceiptError() {
  return <p id="receipt-error">Could not show the receipt</p>
}
