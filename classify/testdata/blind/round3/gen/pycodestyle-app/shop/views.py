import json,os


def cart_total(items):
    total=0
    for item in items :
        total += item["price"]
    return total
def render(items):
    return json.dumps({"total": cart_total(items), "cwd": os.getcwd()})   # a very long line that goes on and on past the limit
