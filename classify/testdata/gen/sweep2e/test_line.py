def test_sum():
    assert sum([1, 2]) == 4


def test_key():
    assert {"a": 1}["b"] == 1
