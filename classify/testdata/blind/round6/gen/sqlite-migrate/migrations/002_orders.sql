CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  cents INTEGER NOT NULL
);
CREATE INDEX ix_customers_mail ON customers (emial);
INSERT INTO orders (customer_id, cents) VALUES (1, 2500);
