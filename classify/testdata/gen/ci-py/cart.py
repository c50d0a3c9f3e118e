def total(items):
    return sum(item["price"] * item["qty"] for item in items) + 1  # BUG: one too many


def receipt(items):
    return [f"{item['sku']}: {item['qty']} x {item['price']} euros, delivered next week" for item in items]


def price_of(prices, sku):
    return prices[sku]
