#!/bin/sh
# Reruns the be-django fixtures (backend-sweep): Django (Debian bookworm's python3-django 3.2)
# runserver, as in dev, with paths not recorded before: an async view, the Jinja2 template
# backend, and a middleware of the app's.
#   be-django-dev:    GET /health, /nope (404), /cart/1, /cart/9 (async view: shop_cart.total
#                     subscripts the None of an unknown cart), /page/1, /page/9 (the Jinja2
#                     template reads the lines of None), /admin (TokenMiddleware reads a missing
#                     header: KeyError), then a syntax error saved in shop_cart.py and its fix
#                     (the autoreloader), /cart/1
# Usage: sh gen.sh (from anywhere).
here=$(cd "$(dirname "$0")" && pwd)
out=$(cd "$here/../../new" && pwd)
work=/tmp/eb-gen-be-django
port=18371
rm -rf $work && mkdir -p $work && cd $work || exit 1
/usr/bin/python3 -m django startproject shop .
cat >> shop/settings.py <<'X'
ROOT_URLCONF = 'shop.views'
MIDDLEWARE += ['shop.middleware.TokenMiddleware']
TEMPLATES.insert(0, {'BACKEND': 'django.template.backends.jinja2.Jinja2', 'DIRS': [BASE_DIR / 'jinja2']})
X
cp $here/views.py $here/middleware.py $here/shop_cart.py shop/
cp -r $here/jinja2 jinja2
export PYTHONDONTWRITEBYTECODE=1
setsid /usr/bin/python3 manage.py runserver $port > run.log 2>&1 < /dev/null &
pid=$!
sleep 4
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9 /admin; do
	curl -s -m 20 -o /dev/null http://127.0.0.1:$port$p; sleep 2
done
sed -i 's/return sum(cart\["items"\].values())/return sum(cart["items"].values()/' shop/shop_cart.py; sleep 4
sed -i 's/values()  #/values())  #/' shop/shop_cart.py; sleep 5
curl -s -m 20 -o /dev/null http://127.0.0.1:$port/cart/1; sleep 2
/bin/kill -s TERM -- -$pid; sleep 1; /bin/kill -s KILL -- -$pid 2>/dev/null
sed "s#$work#/project#g" run.log > $out/be-django-dev.txt
