import unittest

from shop import pricing


class TestPricing(unittest.TestCase):
    lines = [{"qty": 2, "price": 10.0}, {"qty": 1, "price": 5.5}]

    def test_net(self):
        self.assertEqual(pricing.net(self.lines), 25.5)

    def test_gross_de(self):
        self.assertEqual(pricing.gross(self.lines, "de"), 30.34)

    def test_gross_fr(self):
        self.assertEqual(pricing.gross(self.lines, "fr"), 30.6)
