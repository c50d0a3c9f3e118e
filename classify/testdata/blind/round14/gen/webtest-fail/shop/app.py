"""A tiny WSGI API for the shop's stock levels."""
import json

STOCK = {"MUG-1": 12, "CAP-3": 0}


def stock_view(environ):
    sku = environ["PATH_INFO"].rsplit("/", 1)[-1]
    level = STOCK[sku]
    return {"sku": sku, "level": level, "in_stock": level > 0}


def app(environ, start_response):
    if environ["PATH_INFO"].startswith("/stock/"):
        body = json.dumps(stock_view(environ)).encode()
        start_response("200 OK", [("Content-Type", "application/json")])
        return [body]
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"not found"]
