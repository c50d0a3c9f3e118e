#!/bin/sh
# Reruns the second named-sweep PHP round (PHP 8.2.36 CLI, Debian; PHPUnit 9.6.7):
#   php-cli-autoload   a front script: a missing include (warnings), a dynamic property
#                      (deprecation), a class autoloading cannot find (fatal)
#   php-lint-redeclare php -l on a file redeclaring a function
#   phpunit-parse-provider  phpunit over a test file with a syntax error, then over a
#                      data provider failure and an undefined array key promoted to a failure
# Usage: sh gen.sh; writes ../../new/php*-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-named2php
rm -rf $work && cp -r $here $work
cd $work/cli
php -d error_reporting=E_ALL boot.php > $out/php-cli-autoload.txt 2>&1
php -l redeclare.php > $out/php-lint-redeclare.txt 2>&1
cd $work/unit
{ phpunit tests/BrokenTest.php; phpunit tests/ProviderTest.php; } > $out/phpunit-parse-provider.txt 2>&1
sed -i "s#$work#/project#g" $out/php-cli-autoload.txt $out/php-lint-redeclare.txt $out/phpunit-parse-provider.txt
