def net(gross, rate):
    return round(gross / (1 + rate), 2)


def parse_qty(text):
    return int(text)
