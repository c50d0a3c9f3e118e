import pytest

from pricing import net, parse_qty


def test_adds_order(tmp_store):
    tmp_store["orders"].append(1)
    assert len(tmp_store["orders"]) == 1


@pytest.mark.xfail(strict=True, reason="rounding bug #12")
def test_rounding_known_bug():
    assert net(119, 0.19) == 100


@pytest.mark.parametrize("text,want", [("3", 3), ("three", 3)], ids=["digits", "word"])
def test_parse_qty(text, want):
    assert parse_qty(text) == want


def test_totals_dict():
    assert {"net": 100, "tax": 19} == {"net": 100, "tax": 21}


def test_refund_window():
    pytest.fail("refund window not configured")
