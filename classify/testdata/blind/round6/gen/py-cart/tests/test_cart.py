import unittest

from shop.cart import discount, line_label, total


class CartTest(unittest.TestCase):
    def test_total(self):
        self.assertEqual(total([{"cents": 250, "qty": 2}]), 500)

    def test_half_rounds_up(self):
        self.assertEqual(discount(999, "HALF"), 500)

    def test_label(self):
        self.assertEqual(line_label({"name": "mug", "qty": 2}), "mug x 2")


if __name__ == "__main__":
    unittest.main()
