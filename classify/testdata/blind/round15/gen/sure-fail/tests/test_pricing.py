import unittest

import sure  # noqa: F401  (adds .should to every object)

from pricing import bulk_discount, with_tax


class PricingTest(unittest.TestCase):
    def test_with_tax(self):
        with_tax(1000, 0.2).should.equal(1200)

    def test_bulk_discount_from_ten(self):
        bulk_discount(10).should.equal(0.1)

    def test_bulk_discount_below_ten(self):
        bulk_discount(9).should.equal(0.05)

    def test_rounding(self):
        with_tax(999, 0.2).should.be.greater_than(1200)


if __name__ == "__main__":
    unittest.main()
