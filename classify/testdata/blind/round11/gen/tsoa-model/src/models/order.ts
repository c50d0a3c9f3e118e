export interface OrderLine {
  sku: string;
  qty: number;
}

export interface Order {
  id: string;
  lines: OrderLine[];
  status: "new" | "paid";
  onPaid?: (id: string) => void;
}

export type OrderInput = Pick<Order, "lines">;
