/**
 * Sends the order; logs why the server refused it.
 * @param {SubmitEvent} event
 */
export async function checkout(event) {
  event.preventDefault()
  const coupon = new FormData(event.target).get('coupon')
  const res = await fetch('/api/checkout', { method: 'POST', body: JSON.stringify({ coupon }) })
  if (!res.ok) {
    const { error } = await res.json()
    console.error('Checkout refused:', error) // BUG:console-error
  }
}
