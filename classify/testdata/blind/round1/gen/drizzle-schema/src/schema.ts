import { pgTable, serial, text, integr } from "drizzle-orm/pg-core";

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  customer: text("customer").notNull(),
  total: integr("total").notNull(),
});
