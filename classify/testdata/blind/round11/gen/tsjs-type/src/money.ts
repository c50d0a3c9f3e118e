export interface Money {
  amount: number;
  currency: "EUR" | "USD";
}
