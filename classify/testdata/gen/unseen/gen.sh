#!/bin/sh
# Reruns the fixtures of tools no adapter was written for (Debian 12):
# erlc 8.2 (OTP 25) on a module with warnings and a syntax error; jq 1.6
# on a bad field; sqlite3 3.40 running a script with two bad statements;
# mawk on a program missing its brace; tclsh 8.6 on an unknown variable;
# gcc 12 -fanalyzer on a use after free and a leak. One log each.
# Usage: sh gen.sh; writes ../../new/unseen-*.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-unseen
rm -rf $work && cp -r $here $work
cd $work
erlc cart.erl > $out/unseen-erlc.txt 2>&1
jq '.orders[] | .total + 1' orders.json > $out/unseen-jq.txt 2>&1
sqlite3 :memory: < report.sql > $out/unseen-sqlite.txt 2>&1
printf 'a 1\nb 2\n' | awk -f sum.awk > $out/unseen-awk.txt 2>&1
tclsh deploy.tcl > $out/unseen-tcl.txt 2>&1
gcc -fanalyzer -c leak.c -o leak.o > $out/unseen-gcc-analyzer.txt 2>&1
sed -i "s#$work#/project#g" $out/unseen-*.txt
