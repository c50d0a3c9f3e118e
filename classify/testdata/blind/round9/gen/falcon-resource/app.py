from wsgiref.simple_server import make_server

import falcon

from shop.resources import OrderResource

app = falcon.App()
app.add_route("/orders/{order_id:int}", OrderResource())

if __name__ == "__main__":
    with make_server("127.0.0.1", 8192, app) as httpd:
        print("Serving on http://127.0.0.1:8192", flush=True)
        httpd.serve_forever()
