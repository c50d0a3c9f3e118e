from shop.api import create_order

print(create_order({"customer": "ada@example.com", "lines": [{"sku": "mug", "qty": 2}]}))
print(create_order({"customer": "bob@example.com", "lines": [{"sku": "hat", "qty": 0}]}))
