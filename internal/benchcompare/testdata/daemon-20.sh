#!/bin/bash
# daemon-20.sh: how daemon-20.callgrind.gz was made (2026-12-02, valgrind 3.19.0, go1.26.8, the
# daemon and errbundle-load built from 53ed686): the whole daemon under callgrind, counters
# zeroed once /v1/health answers, 20 seeded batches of the load tool, then one dump (out.1), the
# way bench-compare counts the daemon (internal/benchcompare/daemoncount.go), only smaller.
#   go build -o /tmp/eb ./cmd/errbundle && go build -o /tmp/eb-load ./cmd/errbundle-load
#   ./daemon-20.sh /tmp/eb /tmp/eb-load 17712 && gzip -9 -c /tmp/daemon-20.1 > daemon-20.callgrind.gz
set -e
bin=$1; load=$2; port=$3; out=/tmp/daemon-20
GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=$out "$bin" serve --no-state --addr 127.0.0.1:$port >$out.log 2>&1 &
vpid=$!
for i in $(seq 1 600); do curl -sf http://127.0.0.1:$port/v1/health >/dev/null 2>&1 && break; sleep 0.2; done
callgrind_control -z $vpid >/dev/null
"$load" -addr 127.0.0.1:$port -batches 20 -seed 1 -queries 0 -duration 20m >$out.load 2>&1
callgrind_control -d $vpid >/dev/null
kill -9 $vpid || true
wait $vpid 2>/dev/null || true
