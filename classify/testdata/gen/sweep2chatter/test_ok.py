from hypothesis import given, strategies as st


@given(st.integers())
def test_int(n):
    assert n == n


def test_plain():
    """
    >>> 1 + 1
    2
    """
    assert True
