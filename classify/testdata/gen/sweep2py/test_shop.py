from pricing import total, parse


def test_total():
    assert total([100, 200], discount=10) == 270


def test_parse():
    assert parse("3 tea") == ("tea", 3)


def test_empty():
    assert total([]) == 0


def test_one():
    assert total([5]) == 5
