import warnings

import pytest

from rates import convert


def test_convert():
    assert convert(100, "EUR") == 108


def test_unknown():
    with pytest.raises(KeyError):
        convert(100, "XXX")


def test_round():
    assert convert(1, "EUR") == 1
