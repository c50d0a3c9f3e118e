export async function loadOrders(api, customerId) {
  const res = await api.get(`/customers/${customerId}/orders`);
  if (!res.ok) {
    throw new Error(`orders: ${res.status}`);
  }
  const body = await res.json();
  return body.items.map((item) => ({ id: item.id, total: item.total_cents / 100 }));
}
