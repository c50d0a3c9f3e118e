from django.test import TestCase

from .models import Order


class OrderTests(TestCase):
    def test_tax(self):
        order = Order.objects.create(total=100)
        self.assertEqual(order.with_tax(), 125)

    def test_lookup(self):
        Order.objects.get(pk=99)

    def test_ok(self):
        self.assertEqual(Order.objects.count(), 0)
