from pytest_bdd import given, parsers, scenarios, then, when

from cart import Cart

scenarios("features/cart.feature")


@given("an empty cart", target_fixture="cart")
def empty_cart():
    return Cart()


@when(parsers.parse("I add a mug costing {price:d}"))
def add_mug(cart, price):
    cart.add(price)


@then(parsers.parse("the total is {total:d}"))
def total_is(cart, total):
    assert cart.total() == total
