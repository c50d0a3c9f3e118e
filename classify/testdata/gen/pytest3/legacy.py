import warnings


def old_total(items):
    warnings.warn("old_total() is deprecated, use total()", DeprecationWarning, stacklevel=2)
    return sum(items)


def ratio(a, b):
    return a / b
