RATES = {"FR": 490, "DE": 590, "NL": 590}
FREE_FROM = 5000


def shipping_cost(country, subtotal):
    if subtotal > FREE_FROM:
        return 0
    return RATES[country]
