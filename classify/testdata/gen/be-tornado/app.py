import os

import tornado.ioloop
import tornado.web

import cart


class Health(tornado.web.RequestHandler):
    def get(self):
        self.write("ok")


class CartTotal(tornado.web.RequestHandler):
    def get(self, cart_id):
        self.write({"total": cart.total(cart_id)})


class Page(tornado.web.RequestHandler):
    def get(self, cart_id):
        self.render("cart.html", **cart.page_data(cart_id))


app = tornado.web.Application(
    [(r"/health", Health), (r"/cart/(\w+)", CartTotal), (r"/page/(\w+)", Page)],
    template_path="templates",
    debug=True,
)
app.listen(int(os.environ["PORT"]), address="127.0.0.1")
tornado.ioloop.IOLoop.current().start()
