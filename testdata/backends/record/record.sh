#!/usr/bin/env bash
# Records what the real SDKs send, into testdata/backends/recorded/<sdk>/:
# runs the recorder (main.go) and one app against it, posts two failing
# checkouts carrying a browser's trace headers, and stops both.
#   go build -o /tmp/record ./testdata/backends/record
#   testdata/backends/record/record.sh sentry-node|sentry-spotlight|otel-node|python-sentry|go-sentry|go-otel|deno-otel
set -euo pipefail
cd "$(dirname "$0")/.."
kind=$1
out=recorded/$kind; mkdir -p "$out"; rm -f "$out"/*.head "$out"/*.body
OUT=$out PORT=7391 /tmp/record & rec=$!
export PORT=7392 DAEMON=http://127.0.0.1:7391
case $kind in
  sentry-node) (cd express-sentry && SENTRY_DSN=http://publickey@127.0.0.1:7391/42 exec node server.js) & app=$! ;;
  sentry-spotlight) (cd express-sentry && SENTRY_SPOTLIGHT=http://127.0.0.1:7391/stream exec node server.js) & app=$! ;;
  otel-node) (cd express-otel && OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:7391 exec node --require ./instrument.js server.js) & app=$! ;;
  python-sentry) (cd flask-sentry && SENTRY_DSN=http://publickey@127.0.0.1:7391/42 exec /usr/bin/python3 app.py) & app=$! ;;
  go-sentry|go-otel) (cd go-shop && go build -o /tmp/go-shop .) ;;&
  go-sentry) (cd go-shop && SENTRY_DSN=http://publickey@127.0.0.1:7391/42 exec /tmp/go-shop) & app=$! ;;
  go-otel) (cd go-shop && OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:7391 exec /tmp/go-shop) & app=$! ;;
  deno-otel) (cd deno-otel && OTEL_DENO=true OTEL_SERVICE_NAME=shop-deno OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:7391 \
    exec node_modules/.bin/deno run --allow-net --allow-env --allow-read server.ts) & app=$! ;;
esac
for i in $(seq 50); do curl -sf -o /dev/null http://127.0.0.1:7392/ && break; sleep 0.2; done
# The browser's headers: traceparent and sentry-trace with one trace id.
curl -s -X POST 'http://127.0.0.1:7392/api/checkout?delay=300' -H 'Content-Type: application/json' \
  -H 'traceparent: 00-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1-bbbbbbbbbbbbbbb1-01' \
  -H 'sentry-trace: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1-bbbbbbbbbbbbbbb1-1' \
  -H 'Authorization: Bearer sk_live_SECRET1' -H 'Cookie: session=COOKIESECRET' \
  -d '{"cart":"slow-1","card":"4242424242424242"}' & 
sleep 0.1
curl -s -X POST 'http://127.0.0.1:7392/api/checkout' -H 'Content-Type: application/json' \
  -H 'traceparent: 00-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2-bbbbbbbbbbbbbbb2-01' \
  -H 'sentry-trace: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2-bbbbbbbbbbbbbbb2-1' \
  -d '{"cart":"quick-2","card":"4242424242424242"}'
wait %3 2>/dev/null || true
sleep 7
kill -TERM $app; sleep 2; kill $rec
ls -la "$out"
