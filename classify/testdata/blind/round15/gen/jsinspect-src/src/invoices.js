export async function loadInvoices(api, customerId) {
  const res = await api.get(`/customers/${customerId}/invoices`);
  if (!res.ok) {
    throw new Error(`invoices: ${res.status}`);
  }
  const body = await res.json();
  return body.items.map((item) => ({ id: item.id, total: item.total_cents / 100 }));
}
