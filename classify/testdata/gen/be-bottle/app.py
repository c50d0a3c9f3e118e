import os

from bottle import TEMPLATE_PATH, route, run, template

import cart

TEMPLATE_PATH.insert(0, "templates")


@route("/health")
def health():
    return "ok"


@route("/cart/<cart_id>")
def cart_total(cart_id):
    return {"total": cart.total(cart_id)}


@route("/page/<cart_id>")
def page(cart_id):
    return template("cart", **cart.page_data(cart_id))


run(host="127.0.0.1", port=int(os.environ["PORT"]), debug=True, reloader=True)
