#!/bin/sh
# Reruns the reloader fixtures (Debian python3 3.11.2: Flask 2.2.2, Django
# 3.2.25, uvicorn 0.17.6): each dev server started on an app that fails to
# import, as it looks when an edit breaks the app.
#   flask-import-error    flask --app flaskapp --debug run: an ImportError
#   django-autoreload     manage.py runserver with a SyntaxError in views.py:
#                         "Exception in thread django-main-thread:" and a traceback
#   uvicorn-reload-syntax uvicorn --reload: "Process SpawnProcess-1:" and a traceback
# Usage: sh gen.sh; writes ../../new/{flask-import-error,django-autoreload,uvicorn-reload-syntax}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-pyreload
rm -rf $work && mkdir -p $work && cp $here/*.py $work/
cd $work
timeout 5 /usr/bin/python3 -m flask --app flaskapp --debug run --port 18481 > $out/flask-import-error.txt 2>&1
mkdir dj && cd dj
/usr/bin/python3 -m django startproject shop .
printf 'from django.http import HttpResponse\n\ndef index(request)\n    return HttpResponse("ok")\n' > shop/views.py
printf 'from django.urls import path\nfrom shop import views\n\nurlpatterns = [path("", views.index)]\n' > shop/urls.py
timeout 6 /usr/bin/python3 manage.py runserver 18482 > $out/django-autoreload.txt 2>&1
cd $work
timeout 5 /usr/bin/python3 -m uvicorn asgi:app --reload --port 18483 > $out/uvicorn-reload-syntax.txt 2>&1
sed -i "s#$work#/project#g" $out/flask-import-error.txt $out/django-autoreload.txt $out/uvicorn-reload-syntax.txt
