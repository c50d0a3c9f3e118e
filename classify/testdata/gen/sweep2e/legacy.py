import warnings


def old_total(xs):
    warnings.warn("old_total is deprecated", DeprecationWarning, stacklevel=2)
    return sum(xs)


print(old_total([1, 2]))
