"""The app's cart code for the be-* Python fixtures (backend-sweep)."""

CARTS = {"1": {"items": {"apple": 3}, "lines": ["apple"]}}


def lookup(cart_id):
    return CARTS.get(cart_id)


def total(cart_id):
    cart = lookup(cart_id)
    return sum(cart["items"].values())  # cart is None for an unknown cart


def page_data(cart_id):
    return {"title": "Cart " + cart_id, "cart": lookup(cart_id)}
