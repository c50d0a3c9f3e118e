#!/bin/sh
# Reruns the PHPUnit fixture (Debian's phpunit 9): a TypeError and a failed
# assertion.
# Usage: sh phpunit.sh (from anywhere); writes ../../new/php-phpunit.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-phpunit
rm -rf $work && mkdir -p $work/tests && cp $here/phpunit/CartTest.php $work/tests/
cd $work
phpunit tests 2>&1 | sed "s#$work#/project#g" > $out/php-phpunit.txt
