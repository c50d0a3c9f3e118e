#!/bin/sh
# Reruns the PHP sweep fixtures (PHP 8.2.36 CLI, Debian; PHPUnit 9.6.7;
# php-monolog 2.9.1):
#   php-cli-uncaught    a namespaced app whose exception has a previous one, long trace
#   php-deprecations    PHP 8.2 deprecations and warnings from old code (CLI defaults)
#   php-lint-multi      php -l over several files, most broken
#   php-monolog-server  php -S with a front controller logging through Monolog
#   phpunit-mixed       a data provider failure, an array diff, risky, incomplete, an Error
# Usage: sh gen.sh; writes ../../new/php*-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-phpsweep
rm -rf $work && cp -r $here $work
cd $work/app
php bin/run.php > $out/php-cli-uncaught.txt 2>&1
php -d error_reporting=E_ALL legacy.php > $out/php-deprecations.txt 2>&1
cd $work/lint
for f in fatal.php missing_semicolon.php ok.php unclosed.php; do php -l $f; done > $out/php-lint-multi.txt 2>&1
cd $work/mono
php -S 127.0.0.1:18473 index.php > server.log 2>&1 &
pid=$!
sleep 1
for p in /cart /cart/split /nope /cart/slow /cart; do
	curl -s -o /dev/null http://127.0.0.1:18473$p || true
done
sleep 1
kill $pid
cp server.log $out/php-monolog-server.txt
cd $work/unit
phpunit tests > $out/phpunit-mixed.txt 2>&1
sed -i "s#$work#/project#g" $out/php-cli-uncaught.txt $out/php-deprecations.txt $out/php-lint-multi.txt $out/php-monolog-server.txt $out/phpunit-mixed.txt
