#!/bin/sh
# fw-sweep-2: Analog 2.7 (Angular 20 on Vite 7, Nitro for the server routes) (versions in
# package-lock.json here; npm ci --legacy-peer-deps first: Analog's optional Nx peers).
# Command: npm run dev (= vite; port in vite.config.ts), node v20. Writes
# ../../new/fw2-analog-{ok,dev,config}.txt; with CI=true in the environment,
# fw2-analog-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18711
sfx=${CI:+-ci}
FW_BOOT=20
FW_PAUSE=4
# sh gen.sh [ok|dev|config]: one run only.
only=$1
if [ -z "$only" ] || [ "$only" = ok ]; then
fw_setup analog
fw_start; fw_get /; fw_get /api/items/apple; fw_edit src/app/pages/index.page.ts "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /; fw_stop fw2-analog-ok$sfx
fi
if [ -z "$only" ] || [ "$only" = dev ]; then
fw_setup analog
# A server route that throws (TypeError), a syntax error in the page (fixed), a type error
# in it (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit src/app/pages/index.page.ts 's#sum = total(\["apple", "plum"\]);#sum = total(["apple", "plum"];#'; fw_get /
fw_edit src/app/pages/index.page.ts 's#sum = total(\["apple", "plum"\];#sum = total(["apple", "plum"]);#'; fw_get /
fw_edit src/app/pages/index.page.ts 's#sum = total(\["apple", "plum"\]);#sum: string = total(["apple", "plum"]);#'; fw_get /
fw_edit src/app/pages/index.page.ts 's#sum: string = total#sum = total#'; fw_get /
fw_edit src/app/pages/index.page.ts "s#../../lib/items#../../lib/prices#"; fw_get /
fw_edit src/app/pages/index.page.ts "s#../../lib/prices#../../lib/items#"; fw_get /
fw_stop fw2-analog-dev$sfx
fi
if [ -z "$only" ] || [ "$only" = config ]; then
fw_setup analog
# A vite.config.ts that calls a plugin it did not import.
sed -i 's/plugins: \[analog({ ssr: true })\]/plugins: [analog({ ssr: true }), tsconfigPaths()]/' vite.config.ts
FW_BOOT=15
fw_start; fw_stop fw2-analog-config$sfx
fi
