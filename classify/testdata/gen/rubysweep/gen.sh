#!/bin/sh
# Reruns the Ruby sweep fixtures (ruby 3.1.2, Debian ruby-webrick 1.8.1):
#   ruby-webrick         a WEBrick app whose handler raises KeyError
#   ruby-wc              ruby -wc over three files: warnings, then a syntax error
#   ruby-thread          a thread dying with report_on_exception, then join re-raising
# Usage: sh gen.sh; writes ../../new/ruby-{webrick,wc,thread}.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-rubysweep
rm -rf $work && cp -r $here $work
cd $work
ruby server.rb 18475 > server.log 2>&1 &
pid=$!
sleep 2
for p in '/ok' '/price?sku=A-1' '/price?sku=B-2' '/ok'; do
	curl -s -o /dev/null "http://127.0.0.1:18475$p" || true
done
sleep 1
kill $pid
wait $pid
cp server.log $out/ruby-webrick.txt
for f in warn_a.rb warn_b.rb broken.rb; do ruby -wc $f; done > $out/ruby-wc.txt 2>&1
ruby threads.rb > $out/ruby-thread.txt 2>&1
sed -i "s#$work#/project#g" $out/ruby-webrick.txt $out/ruby-wc.txt $out/ruby-thread.txt
