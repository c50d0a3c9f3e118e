"""Seeds the catalog and lists what is low on stock."""
from catalog import Product

Product.createTable(ifNotExists=True)
Product(sku="mug", name="Mug", price="12.50", stock=3)
Product(sku="cap", name="Cap", price="19.00", stock=40)

for p in Product.select("stok < 5"):
    print(f"low: {p.sku} ({p.stock} left)")
