#!/bin/sh
# Reruns the third batch of the second non-JS sweep (Debian 12):
#   php-xdebug     php 8.2.36 with php-xdebug 3.2.0 (enabled only for this
#                  run): a warning, a deprecation, an uncaught Error, with
#                  Xdebug's call stacks
#   rubocop        rubocop 1.39.0 --format progress on checkout.rb and a
#                  clean file (offenses: convention, warning, lint)
#   rubocop-simple rubocop --format simple on the same files
#   rubocop-clean  rubocop on the clean file only
#   sqlalchemy     python3 orders.py: SQLAlchemy 1.4.46 OperationalError
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2more
rm -rf $work && cp -r $here $work
cd $work
php -d zend_extension=xdebug.so -d xdebug.mode=develop -d display_errors=stderr -d html_errors=0 cart.php > $out/php-xdebug.txt 2>&1
rubocop --cache false --format progress checkout.rb clean.rb > $out/rubocop-progress.txt 2>&1
rubocop --cache false --format simple checkout.rb clean.rb > $out/rubocop-simple.txt 2>&1
rubocop --cache false clean.rb > $out/rubocop-clean.txt 2>&1
/usr/bin/python3 orders.py > $out/python-sqlalchemy.txt 2>&1
for f in php-xdebug rubocop-progress rubocop-simple rubocop-clean python-sqlalchemy; do sed -i "s#$work#/project#g" $out/$f.txt; done
