#!/bin/sh
# Reruns the Django system-check fixtures (Debian's python3-django 3.2):
# a project whose model has errors, under manage.py check; then, as healthy
# chatter, runserver starting with the model fixed (Django 3.2 does not
# check the missing STATICFILES_DIRS folder), stopped after its checks.
# Usage: sh gen.sh (from anywhere); writes ../../new/django-{check,runserver-clean}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-djangocheck
rm -rf $work && mkdir -p $work && cd $work
/usr/bin/python3 -m django startproject shop .
cat >> shop/settings.py <<'X'
STATICFILES_DIRS = [BASE_DIR / 'assets']
INSTALLED_APPS += ['shop']
X
cp $here/models.py shop/models.py
/usr/bin/python3 manage.py check 2>&1 | sed "s#$work#/project#g" > $out/django-check.txt
printf 'from django.db import models\n' > shop/models.py
/usr/bin/python3 manage.py runserver 18468 > run.log 2>&1 &
pid=$!
sleep 3
kill $pid
sed "s#$work#/project#g" run.log > $out/django-runserver-clean.txt
