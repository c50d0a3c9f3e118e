import unittest

from shop.shipping import shipping_cost


class ShippingTests(unittest.TestCase):
    def test_france(self):
        self.assertEqual(shipping_cost("FR", 1200), 490)

    def test_free_from_fifty_euros(self):
        self.assertEqual(shipping_cost("DE", 5000), 0)

    def test_belgium(self):
        self.assertEqual(shipping_cost("BE", 1200), 590)
