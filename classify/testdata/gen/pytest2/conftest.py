import pytest


@pytest.fixture
def tmp_store():
    store = {"orders": []}
    yield store
    # Teardown fails: the test passed, the fixture's cleanup did not.
    if store["orders"]:
        raise RuntimeError("store left dirty: %d orders" % len(store["orders"]))
