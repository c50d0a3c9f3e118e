from hypothesis import given, strategies as st

from pricing import total


@given(st.lists(st.integers(min_value=0, max_value=1000)), st.integers(min_value=0, max_value=100))
def test_total_not_negative(prices, discount):
    assert total(prices, discount) >= 0


@given(st.lists(st.integers(min_value=0, max_value=1000)))
def test_total_no_discount(prices):
    assert total(prices) == sum(prices)
