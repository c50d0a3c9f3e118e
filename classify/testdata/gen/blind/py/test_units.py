import unittest


def to_grams(value, unit):
    factors = {"g": 1, "kg": 1000}
    return value * factors[unit]


class ConversionTest(unittest.TestCase):
    def test_units(self):
        for unit, want in [("g", 5), ("kg", 5000), ("lb", 2268)]:
            with self.subTest(unit=unit):
                self.assertEqual(to_grams(5, unit), want)

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(to_grams(1, "kg"), 1000)


if __name__ == "__main__":
    unittest.main()
