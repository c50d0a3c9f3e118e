CREATE TABLE orders (id INTEGER PRIMARY KEY, total INTEGER);
INSERT INTO orders VALUES (1, 10);
SELECT id, totl FROM orders;
SELECT count(*) FROM customers;
