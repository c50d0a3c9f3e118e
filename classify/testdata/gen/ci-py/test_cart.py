from cart import price_of, receipt, total


def test_total():
    assert total([{"price": 2, "qty": 3}]) == 6


def test_receipt():
    items = [{"sku": f"item-{i}", "qty": i, "price": 3} for i in range(12)]
    want = [f"item-{i}: {i} x 3 euros, delivered next week" for i in range(13)]
    assert receipt(items) == want


def test_price_of():
    assert price_of({"tea": 3}, "coffee") == 3


def test_empty():
    assert receipt([]) == []
