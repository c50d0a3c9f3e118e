SELECT id, customer, total
FROM orders
WHERE status = 'paid'
ORDER BY created_at DESC
LIMIT 10 OFFSET;
