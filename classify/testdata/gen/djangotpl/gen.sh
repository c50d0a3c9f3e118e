#!/bin/sh
# Reruns the Django template fixture (Debian python3-django 3.2.25): runserver
# starting with system-check warnings (a model with no DEFAULT_AUTO_FIELD),
# then a template using an unknown filter and a view naming a missing
# template, each a 500 with Django's "Internal Server Error:" traceback.
# Usage: sh gen.sh; writes ../../new/django-template.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-djangotpl
rm -rf $work && mkdir -p $work && cd $work
/usr/bin/python3 -m django startproject shop .
sed -i '/DEFAULT_AUTO_FIELD/d' shop/settings.py
sed -i "s#'DIRS': \[\]#'DIRS': [BASE_DIR / 'templates']#" shop/settings.py
cat >> shop/settings.py <<'X'
INSTALLED_APPS += ['shop']
ROOT_URLCONF = 'shop.views'
X
cp $here/views.py $here/models.py shop/
cp -r $here/templates templates
/usr/bin/python3 manage.py runserver 18469 > run.log 2>&1 &
pid=$!
sleep 3
for p in /ok /cart /receipt; do
	curl -s -o /dev/null http://127.0.0.1:18469$p || true
done
sleep 1
kill $pid
sed "s#$work#/project#g" run.log > $out/django-template.txt
