import pytest

@pytest.fixture
def db():
    raise RuntimeError("database is down")

def test_uses_db(db):
    assert db

@pytest.mark.parametrize("n,want", [(1, 2), (2, 5)])
def test_double(n, want):
    assert n * 2 == want
