import logging
import os

import jinja2
from aiohttp import web

import cart

env = jinja2.Environment(loader=jinja2.FileSystemLoader("templates"))
routes = web.RouteTableDef()


@routes.get("/health")
async def health(request):
    return web.Response(text="ok")


@routes.get("/cart/{id}")
async def cart_total(request):
    return web.json_response({"total": cart.total(request.match_info["id"])})


@routes.get("/page/{id}")
async def page(request):
    html = env.get_template("cart.html").render(**cart.page_data(request.match_info["id"]))
    return web.Response(text=html, content_type="text/html")


logging.basicConfig(level=logging.DEBUG)
app = web.Application()
app.add_routes(routes)
web.run_app(app, host="127.0.0.1", port=int(os.environ["PORT"]))
