import unittest

from webtest import TestApp

from shop.app import app


class StockTest(unittest.TestCase):
    def setUp(self):
        self.app = TestApp(app)

    def test_known_sku(self):
        res = self.app.get("/stock/MUG-1")
        self.assertEqual(res.json["level"], 12)

    def test_unknown_sku_is_404(self):
        self.app.get("/stock/BAG-9", status=404)

    def test_missing_page(self):
        res = self.app.get("/nope", status=404)
        self.assertEqual(res.content_type, "text/html")


if __name__ == "__main__":
    unittest.main()
