import logging
import os

import jinja2
from pyramid.config import Configurator
from pyramid.response import Response
from waitress import serve

import cart

env = jinja2.Environment(loader=jinja2.FileSystemLoader("templates"))


def health(request):
    return Response("ok")


def cart_total(request):
    return Response(json_body={"total": cart.total(request.matchdict["id"])})


def page(request):
    return Response(env.get_template("cart.html").render(**cart.page_data(request.matchdict["id"])))


logging.basicConfig(level=logging.INFO)
with Configurator() as config:
    config.add_route("health", "/health")
    config.add_route("cart", "/cart/{id}")
    config.add_route("page", "/page/{id}")
    config.add_view(health, route_name="health")
    config.add_view(cart_total, route_name="cart")
    config.add_view(page, route_name="page")
    app = config.make_wsgi_app()
serve(app, host="127.0.0.1", port=int(os.environ["PORT"]))
