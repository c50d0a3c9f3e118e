import warnings

RATES = {"EUR": 1.08}


def convert(cents, currency):
    if currency == "EUR":
        warnings.warn("convert() for EUR is deprecated, use convert_eur()", DeprecationWarning, stacklevel=2)
    return round(cents * RATES[currency])
