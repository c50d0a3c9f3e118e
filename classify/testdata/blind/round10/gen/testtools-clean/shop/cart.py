def total(lines):
    return sum(line["price"] for line in lines)


def apply_coupon(amount, coupon):
    return amount - coupon["value"]
