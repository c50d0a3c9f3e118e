def total(items):
    sum = 0
    for item in items:
        sum += item["price"] * item["qty"]
    return sum


def show(request:
    return total(request.items)
