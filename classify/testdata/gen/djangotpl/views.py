from django.http import HttpResponse
from django.shortcuts import render
from django.urls import path


def ok(request):
    return HttpResponse("ok")


def cart(request):
    return render(request, "cart.html", {"items": [1, 2]})


def receipt(request):
    return render(request, "receipt.html", {})


urlpatterns = [
    path("ok", ok),
    path("cart", cart),
    path("receipt", receipt),
]
