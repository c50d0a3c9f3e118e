from twisted.trial import unittest

from shop.stock import Stock


class StockTests(unittest.TestCase):
    def setUp(self):
        self.stock = Stock()

    def test_level(self):
        d = self.stock.level("mug")
        d.addCallback(self.assertEqual, 3)
        return d

    def test_reserve(self):
        d = self.stock.reserve("mug", 2)
        d.addCallback(self.assertEqual, 1)
        return d

    def test_reserve_too_many(self):
        d = self.stock.reserve("mug", 5)
        return self.assertFailure(d, KeyError)

    def test_unknown_sku(self):
        d = self.stock.level("hat")
        d.addCallback(self.assertEqual, 0)
        return d
