"""The shop's price API, served by hug."""
import hug

PRICES = {"mug": {"cents": 1250, "currency": "EUR"}, "cap": {"cents": 1900}}


@hug.get("/price/{sku}")
def price(sku: hug.types.text):
    p = PRICES[sku]
    return {"sku": sku, "price": f"{p['cents'] / 100:.2f} {p['currency']}"}
