#!/bin/sh
# Records Python dev servers' reloaders around a fix: a route that raises
# is requested, its file is fixed, the reloader restarts the app, the
# route is requested again. Debian's python3-uvicorn 0.17.6 (StatReload),
# python3-django 3.2, python3-flask 3.1 (werkzeug's stat reloader), with
# /usr/bin/python3 (3.11).
# Usage: sh gen.sh; writes ../../new/reload-{uvicorn,django,flask}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
py=/usr/bin/python3
work=/tmp/eb-gen-reloaders
port=18497

# record NAME FILE: runs the server (the rest of the arguments) in $work,
# asks for /cart, fixes FILE (its "BUG" line becomes "return 3"), asks again.
record() {
	name=$1 file=$2
	shift 2
	"$@" > $work/log 2>&1 &
	pid=$!
	for i in $(seq 1 50); do curl -s -o /dev/null http://127.0.0.1:$port/ && break; sleep 0.2; done
	curl -s -o /dev/null http://127.0.0.1:$port/cart
	sleep 1.5
	sed -i 's/return .*# BUG.*/return {"total": 3}/' $work/$file
	sleep 3
	curl -s -o /dev/null http://127.0.0.1:$port/cart
	sleep 1
	kill $pid 2>/dev/null; sleep 0.5; kill -9 $pid 2>/dev/null
	sed "s#$work#/project#g" $work/log > $out/reload-$name.txt
}

rm -rf $work && mkdir -p $work && cd $work
cat > main.py <<'PY'
from fastapi import FastAPI

app = FastAPI()


def total(items):
    return {"total": sum(i["price"] for i in items)}  # BUG: items is None


@app.get("/cart")
def cart():
    return total(None)
PY
record uvicorn main.py $py -m uvicorn main:app --reload --port $port

rm -rf $work && mkdir -p $work/shop && cd $work
cat > app.py <<'PY'
from flask import Flask

app = Flask(__name__)


def total(items):
    return {"total": sum(i["price"] for i in items)}  # BUG: items is None


@app.get("/cart")
def cart():
    return total(None)
PY
FLASK_APP=app.py record flask app.py $py -m flask --debug run --port $port

rm -rf $work && mkdir -p $work/shop && cd $work
cat > settings.py <<'PY'
SECRET_KEY = "dev"
DEBUG = True
ALLOWED_HOSTS = ["127.0.0.1"]
ROOT_URLCONF = "urls"
INSTALLED_APPS = []
PY
cat > urls.py <<'PY'
from django.urls import path

from shop import views

urlpatterns = [path("cart", views.cart)]
PY
touch shop/__init__.py
cat > shop/views.py <<'PY'
from django.http import JsonResponse


def total(items):
    return {"total": sum(i["price"] for i in items)}  # BUG: items is None


def cart(request):
    return JsonResponse(total(None))
PY
DJANGO_SETTINGS_MODULE=settings record django shop/views.py $py -m django runserver 127.0.0.1:$port
