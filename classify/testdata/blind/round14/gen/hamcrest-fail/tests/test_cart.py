import unittest

from hamcrest import assert_that, contains_exactly, equal_to, has_length

from shop.cart import Cart


class CartTest(unittest.TestCase):
    def setUp(self):
        self.cart = Cart()
        self.cart.add("MUG-1", 1250)
        self.cart.add("CAP-3", 990)
        self.cart.add("MUG-1", 1250)

    def test_merges_same_sku(self):
        assert_that(self.cart.lines, has_length(2))

    def test_lists_skus_in_order(self):
        assert_that(self.cart.skus(), contains_exactly("MUG-1", "CAP-3"))

    def test_total(self):
        assert_that(self.cart.total(), equal_to(3590))


if __name__ == "__main__":
    unittest.main()
