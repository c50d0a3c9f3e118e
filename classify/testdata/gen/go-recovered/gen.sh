#!/bin/sh
# Reruns the go-recovered-panic fixture: a net/http server whose own
# recovering middleware logs the panic with debug.Stack(); one request
# that dereferences nil. Usage: sh gen.sh (from anywhere).
set -e
here=$(cd "$(dirname "$0")" && pwd)
work=/tmp/gorec
rm -rf $work && mkdir -p $work && cp $here/main.go $here/go.mod $work/
cd $work && go build -o web .
./web > out.log 2>&1 &
pid=$!
sleep 0.5
curl -s -o /dev/null 'http://127.0.0.1:18093/profile?id=7' || true
sleep 0.3
kill $pid
sed "s#$work#/project#g" out.log > $here/../../new/go-recovered-panic.txt
