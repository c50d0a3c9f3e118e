"""Prices for the shop.

>>> total([100, 250])
350
"""


def total(prices, discount=0):
    """Sum prices in cents, minus a discount in percent.

    >>> total([100, 200], discount=10)
    270
    >>> total([])
    0
    >>> total([100], discount=150)
    Traceback (most recent call last):
    ValueError: discount out of range
    """
    s = sum(prices)
    return s - s * discount // 10


def parse(text):
    """
    >>> parse("3 tea")
    ('tea', 3)
    """
    n, name = text.split()
    return name, n
