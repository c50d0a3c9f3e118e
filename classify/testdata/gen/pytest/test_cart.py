import warnings

from cart import total


def test_total():
    assert total([1, 2]) == 4


def test_empty():
    assert total([]) == 0


def test_crash():
    total(None)


def test_warns():
    warnings.warn("old API", DeprecationWarning)
    assert total([1]) == 1
