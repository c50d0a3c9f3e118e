from starlette.applications import Starlette
from starlette.responses import JSONResponse, PlainTextResponse
from starlette.routing import Route
from starlette.templating import Jinja2Templates

import cart

templates = Jinja2Templates(directory="templates")


async def health(request):
    return PlainTextResponse("ok")


async def cart_total(request):
    return JSONResponse({"total": cart.total(request.path_params["id"])})


async def page(request):
    data = cart.page_data(request.path_params["id"])
    return templates.TemplateResponse("cart.html", {"request": request, **data})


app = Starlette(
    debug=False,
    routes=[Route("/health", health), Route("/cart/{id}", cart_total), Route("/page/{id}", page)],
)
