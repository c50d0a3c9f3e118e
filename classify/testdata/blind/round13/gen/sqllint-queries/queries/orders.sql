SELECT id, customer_id, total
FROM orders
WHERE status = 'paid'
ORDER BY created_at DESC;

DELETE FROM carts;

SELECT o.id, c.email
FROM orders o
JION customers c ON c.id = o.customer_id;

UPDATE products SET stock = stock - 1;
