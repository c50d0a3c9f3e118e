import asyncio

from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.urls import path

from shop import shop_cart


def health(request):
    return HttpResponse("ok")


async def cart_total(request, cart_id):
    await asyncio.sleep(0)
    return JsonResponse({"total": shop_cart.total(cart_id)})


def page(request, cart_id):
    return render(request, "cart.html", shop_cart.page_data(cart_id))


def admin(request):
    return HttpResponse("admin")


urlpatterns = [
    path("health", health),
    path("cart/<str:cart_id>", cart_total),
    path("page/<str:cart_id>", page),
    path("admin", admin),
]
