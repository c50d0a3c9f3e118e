#!/bin/sh
# Reruns the named-sweep PHP fixtures (PHP 8.2.36 CLI, Debian; PHPUnit 9.6.7):
#   php-server-php8-errors  php -S, strict_types TypeError, ArgumentCountError,
#                           UnhandledMatchError, null property read + undefined
#                           variable, DivisionByZeroError, readonly write, a
#                           Laravel-style error_log line, ErrorException from a handler
#   phpunit-expect-setup    expectException not thrown, string diff, setUp PDOException
#   phpunit-healthy         one passing test (must give nothing)
# Usage: sh gen.sh; writes ../../new/php*-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-namedphp
rm -rf $work && cp -r $here $work
cd $work/app
php -d error_reporting=E_ALL -S 127.0.0.1:18491 index.php > server.log 2>&1 &
pid=$!
sleep 1
for p in /ok /type /args /match /null /div /readonly /log /handler /ok; do
	curl -s -o /dev/null http://127.0.0.1:18491$p || true
done
sleep 1
kill $pid
cp server.log $out/php-server-php8-errors.txt
cd $work/unit
phpunit tests > $out/phpunit-expect-setup.txt 2>&1
cd $work/unit-ok
phpunit tests > $out/phpunit-healthy.txt 2>&1
sed -i "s#$work#/project#g" $out/php-server-php8-errors.txt $out/phpunit-expect-setup.txt $out/phpunit-healthy.txt
