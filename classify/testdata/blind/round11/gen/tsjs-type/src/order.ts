import { Money } from "./money";

export interface OrderLine {
  sku: string;
  qty: number;
  unit: Money;
}

export interface Order {
  id: string;
  lines: OrderLine[];
  status: "new" | "paid" | "shipped";
  shipTo: Adress;
}
