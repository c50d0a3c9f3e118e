"""Stock levels."""

STOCK = {"tea": 4}


def reserve(item, n):
    """Take n of item from stock.

    >>> reserve("tea", 1)
    3
    >>> reserve("cake", 1)
    0
    """
    STOCK[item] -= n
    return STOCK[item]


if __name__ == "__main__":
    import doctest

    doctest.testmod()
    print("checked")
