#!/bin/sh
# fw-sweep-2: TanStack Start (React) on Vite (versions in package-lock.json here; npm ci first).
# Command: npm run dev (= vite dev), node v20. Writes ../../new/fw2-tanstack-{ok,dev,config}.txt;
# with CI=true in the environment, fw2-tanstack-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18702
sfx=${CI:+-ci}
FW_BOOT=10
fw_setup tanstack
fw_start; fw_get /; fw_get /items/apple; fw_edit src/routes/index.tsx "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /; fw_stop fw2-tanstack-ok$sfx
fw_setup tanstack
# A server route handler that throws (TypeError), a JSX syntax error in a page (fixed), a
# missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit src/routes/index.tsx "s#<h1>shop</h1>#<h1>shop</h2>#"; fw_get /
fw_edit src/routes/index.tsx "s#<h1>shop</h2>#<h1>shop</h1>#"; fw_get /
fw_edit src/routes/index.tsx "s#../lib/items#../lib/prices#"; fw_get /
fw_edit src/routes/index.tsx "s#../lib/prices#../lib/items#"; fw_get /
fw_stop fw2-tanstack-dev$sfx
fw_setup tanstack
# A vite.config.ts that calls a plugin that does not exist (misspelt).
sed -i 's/plugins: \[tanstackStart()/plugins: [tanstackStrt()/' vite.config.ts
fw_start; fw_stop fw2-tanstack-config$sfx
