import testtools

from shop.cart import apply_coupon, total


class CartTest(testtools.TestCase):
    def test_total_counts_quantities(self):
        lines = [{"price": 500, "qty": 2}, {"price": 250, "qty": 1}]
        self.assertEqual(1250, total(lines))

    def test_coupon(self):
        self.assertEqual(800, apply_coupon(1000, {"amount": 200}))

    def test_empty_cart(self):
        self.assertEqual(0, total([]))
