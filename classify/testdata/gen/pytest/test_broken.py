import missing_module


def test_never():
    pass
