import unittest


def total(items):
    return sum(i["price"] for i in items)


class CartTest(unittest.TestCase):
    def test_sums(self):
        self.assertEqual(total([{"price": 2}, {"price": 3}]), 5)

    def test_discount(self):
        self.assertEqual(total([{"price": 10}]), 9)

    def test_missing(self):
        total([{"cost": 1}])


if __name__ == "__main__":
    unittest.main()
