import json

import web

urls = ("/products/(.*)", "Product")

PRODUCTS = {"mug": {"name": "Mug", "price": 8}}


class Product:
    def GET(self, sku):
        product = PRODUCTS.get(sku)
        web.header("Content-Type", "application/json")
        return json.dumps({"name": product["name"], "price": product["price"]})


if __name__ == "__main__":
    app = web.application(urls, globals())
    web.httpserver.runsimple(app.wsgifunc(), ("127.0.0.1", 8221))
