#!/bin/sh
# Records Nuxt's dev server with consola's basic reporter: consola (Nuxt's,
# Nitro's and the other unjs tools' logger) drops its badges for
# "[type] [tag] message" lines when std-env finds a CI (CI=true) or a test
# (NODE_ENV=test). Runs testdata/apps/nuxt (npm ci first) under
# errbundle run's relay as plain pipes, asks for the API route that throws
# and the blog page whose <script setup> throws, writes a syntax error into
# app/pages/hot.vue, asks for /hot, fixes it and asks again.
# Usage: sh gen.sh [basic|fancy]; writes ../../new/nuxt-dev-ci.txt
# (basic, CI=true) or ../../new/nuxt-dev-curl.txt (fancy, consola's
# default off a CI: the same requests, for comparison).
set -e
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd $here/../../../../testdata/apps/nuxt && pwd)
mode=${1:-basic}
case $mode in
basic) out=$here/../../new/nuxt-dev-ci.txt; ci=true ;;
fancy) out=$here/../../new/nuxt-dev-curl.txt; ci= ;;
*) echo "usage: sh gen.sh [basic|fancy]" >&2; exit 2 ;;
esac
port=${PORT:-38123}
log=$(mktemp)
cd $app
[ -d node_modules ] || npm ci --no-audit --no-fund
hot=app/pages/hot.vue
printf '<script setup lang="ts">\nconst n = ref(1);\n</script>\n\n<template>\n  <button id="inc" @click="n++">Count {{ n }}</button>\n</template>\n' > $hot
CI=$ci NUXT_TELEMETRY_DISABLED=1 NO_COLOR=1 node_modules/.bin/nuxt dev --host 127.0.0.1 --port $port > $log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; rm -f $app/$hot $log; true' EXIT
for i in $(seq 1 60); do curl -sf -o /dev/null http://127.0.0.1:$port/ && break; sleep 1; done
curl -s -o /dev/null http://127.0.0.1:$port/api/items/coffee
curl -s -o /dev/null http://127.0.0.1:$port/blog/missing
curl -s -o /dev/null http://127.0.0.1:$port/hot
sleep 1
printf '<script setup lang="ts">\nconst n = ref(1);\nconst broken = n +; // BUG:syntax\n</script>\n\n<template>\n  <button id="inc" @click="n++">Count {{ n }}</button>\n</template>\n' > $hot
sleep 2
curl -s -o /dev/null http://127.0.0.1:$port/hot
curl -s -o /dev/null http://127.0.0.1:$port/_nuxt/pages/hot.vue
sleep 2
printf '<script setup lang="ts">\nconst n = ref(1);\n</script>\n\n<template>\n  <button id="inc" @click="n++">Count {{ n }}!</button>\n</template>\n' > $hot
sleep 2
curl -s -o /dev/null http://127.0.0.1:$port/hot
sleep 2
kill $pid; wait $pid 2>/dev/null || true
sed "s#$app#/project#g; s#127.0.0.1:$port#127.0.0.1:3000#g" $log > $out
