#!/bin/sh
# Reruns the Ruby fixture: Sinatra on WEBrick in development, a 200 then a 500.
# Usage: sh gen.sh; writes ../../new/ruby-sinatra.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-ruby
rm -rf $work && mkdir -p $work && cp $here/*.rb $work/
cd $work
ruby app.rb > server.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null http://127.0.0.1:18452/ok
curl -s -o /dev/null http://127.0.0.1:18452/boom
sleep 1
kill -INT $pid
sleep 1
sed "s#$work#/project#g" server.log > $out/ruby-sinatra.txt
# Healthy chatter: only good requests.
ruby app.rb > clean.log 2>&1 &
pid=$!
sleep 3
curl -s -o /dev/null http://127.0.0.1:18452/ok
curl -s -o /dev/null http://127.0.0.1:18452/ok
sleep 1
kill -INT $pid
sleep 1
sed "s#$work#/project#g" clean.log > $out/ruby-sinatra-clean.txt
