SELECT sku, name, price FROM products WHERE stock > 0;

INSERT INTO products (sku, name, price VALUES ('mug', 'Mug', 12.50);

SELECT sku FROM products ORDER BY price LIMIT ten;

TRUNCATE products_archive;
