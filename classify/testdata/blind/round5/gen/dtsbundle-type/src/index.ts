export interface Order {
  id: string;
  total: number;
}

export function makeOrder(id: string): Order {
  return { id, total: '0' };
}
