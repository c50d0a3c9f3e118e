export async function loadOrder(id: number) {
  const rows: Record<number, { total: number }> = {};
  const row = rows[id];
  if (!row) {
    throw new Error(`order ${id} not found`, { cause: { table: "orders", id } });
  }
  return row;
}
