#!/bin/sh
# fw-sweep-2: Bun's fullstack dev server: Bun.serve with routes and an HTML import, run with
# bun --hot (versions in package-lock.json here: bun from npm; npm ci first).
# Command: npm run dev (= bun --hot src/server.ts); and bun ./src/index.html (Bun's own
# static dev server). Writes ../../new/fw2-bun-{ok,dev,config,html}.txt; with CI=true in
# the environment, fw2-bun-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18704
sfx=${CI:+-ci}
FW_BOOT=5
fw_setup bun
fw_start; fw_get /; fw_get /api/items/apple; fw_edit src/server.ts 's#listening on#shop listening on#'; fw_get /; fw_stop fw2-bun-ok$sfx
fw_setup bun
# A route handler that throws (TypeError), a syntax error in the page's script (fixed), a
# missing import in it (fixed), a syntax error in the server (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit src/app.ts 's#total(\["apple", "plum"\])}#total(["apple", "plum"]}#'; fw_get /; fw_get /
fw_edit src/app.ts 's#total(\["apple", "plum"\]}#total(["apple", "plum"])}#'; fw_get /
fw_edit src/app.ts 's#"./items"#"./prices"#'; fw_get /
fw_edit src/app.ts 's#"./prices"#"./items"#'; fw_get /
fw_edit src/server.ts 's#return Response.json({ title: item.title.toUpperCase() });#return Response.json({ title: item.title.toUpperCase() };#'; fw_get /
fw_edit src/server.ts 's#return Response.json({ title: item.title.toUpperCase() };#return Response.json({ title: item.title.toUpperCase() });#'; fw_get /
fw_stop fw2-bun-dev$sfx
fw_setup bun
# A bunfig.toml that is not TOML.
printf '[serve\nport = 1\n' > bunfig.toml
fw_start; fw_stop fw2-bun-config$sfx
fw_setup bun
# bun ./src/index.html: a syntax error in the page's script, then its fix.
port=3000
fw_start node_modules/.bin/bun --port=18706 ./src/index.html; port=18706; fw_get /
fw_edit src/app.ts 's#total(\["apple", "plum"\])}#total(["apple", "plum"]}#'; fw_get /
fw_edit src/app.ts 's#total(\["apple", "plum"\]}#total(["apple", "plum"])}#'; fw_get /
fw_stop fw2-bun-html$sfx
