import testtools

from shop.cart import total


class CartTest(testtools.TestCase):
    def test_total(self):
        self.assertEqual(750, total([{"price": 500}, {"price": 250}]))

    def test_empty_cart(self):
        self.assertEqual(0, total([]))
