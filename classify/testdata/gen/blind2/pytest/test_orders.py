def parse(line):
    sku, qty = line.split(",")
    return sku, int(qty)


def test_parse_ok():
    assert parse("A,2") == ("A", 2)


def test_parse_missing_qty():
    assert parse("A") == ("A", 0)


def test_parse_totals():
    rows = [parse(r) for r in ["A,1", "B,2"]]
    assert sum(q for _, q in rows) == 4
