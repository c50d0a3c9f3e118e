#!/bin/sh
# Reruns the sixth batch of the second non-JS sweep (Debian 12):
#   php-monolog-trace   php 8.2 + php-monolog 2.9.1: a Laravel-style log
#                       (LineFormatter with stack traces) of a caught exception
#   mypy-pretty         mypy 1.0.1 --pretty --show-error-codes stats.py
#   go-cgo-error        go build of a cgo preamble that does not compile
#   bash-set-e-x        bash deploy.sh (set -ex; a function's cp fails)
#   django-migrate      python3 manage.py migrate (Django 3.2.25): a
#                       migration renames a field that does not exist
#   django-test         python3 manage.py test, without that migration: a
#                       failure and an error
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2c
rm -rf $work && cp -r $here $work
cd $work
php laravel.php > $out/php-monolog-trace.txt 2>&1
mypy --no-incremental --pretty --show-error-codes stats.py > $out/mypy-pretty.txt 2>&1
cd $work/cgo && GOTOOLCHAIN=local go build -o /dev/null . > $out/go-cgo-error.txt 2>&1
cd $work && bash deploy.sh > $out/bash-set-e-x.txt 2>&1
cd $work/djshop && /usr/bin/python3 manage.py migrate --noinput > $out/django-migrate.txt 2>&1
rm shop/migrations/0002_broken.py && /usr/bin/python3 manage.py test --noinput > $out/django-test.txt 2>&1
for f in php-monolog-trace mypy-pretty go-cgo-error bash-set-e-x django-test django-migrate; do sed -i "s#$work#/project#g; s#/root/#/home/dev/#g" $out/$f.txt; done
