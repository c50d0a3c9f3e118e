#!/bin/sh
# Reruns the PHP limits fixtures (PHP 8.2.36 CLI, PHPUnit 9.6.7, Debian):
#   php-fatal-limits  memory exhausted, max execution time, a missing
#                     vendor/autoload.php (three runs, one log)
#   phpunit-warnings  a non-static data provider and a removed assertion
#                     method (PHPUnit 9 warns / errors), a skipped test
# Usage: sh gen.sh; writes ../../new/{php-fatal-limits,phpunit-warnings}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-phplimits
rm -rf $work && cp -r $here $work
cd $work
{ php -d memory_limit=16M memory.php; php slow.php; php boot.php; } > $out/php-fatal-limits.txt 2>&1
cd $work/unit
phpunit tests > $out/phpunit-warnings.txt 2>&1
sed -i "s#$work#/project#g" $out/php-fatal-limits.txt $out/phpunit-warnings.txt
