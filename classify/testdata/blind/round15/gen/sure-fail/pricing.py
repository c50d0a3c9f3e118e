def with_tax(cents, rate):
    return round(cents * (1 + rate))


def bulk_discount(qty):
    if qty >= 10:
        return 0.1
    return 0
