from behave import given, when, then

PRICES = {"pen": 100}


@given("a cart with {qty:d} {sku}s")
@given("a cart with {qty:d} {sku}")
def step_cart(context, qty, sku):
    context.items = [(sku, qty)]


@when("the discount applies")
def step_discount(context):
    context.discount = 5  # bug: 5% instead of 10%


@then("the total is {total:d}")
def step_total(context, total):
    got = sum(PRICES[sku] * qty for sku, qty in context.items)
    got -= got * getattr(context, "discount", 0) // 100
    assert got == total, f"total is {got}, want {total}"
