#!/bin/sh
# fw-sweep-2: Elysia on Bun, run with bun --watch (versions in package-lock.json here: bun from
# npm; npm ci first). Command: npm run dev (= bun --watch src/index.ts). Writes
# ../../new/fw2-elysia-{ok,dev}.txt; with CI=true in the environment, fw2-elysia-*-ci.txt
# (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18705
sfx=${CI:+-ci}
FW_BOOT=5
fw_setup elysia
fw_start; fw_get /; fw_get /api/items/apple; fw_edit src/index.ts 's#shop: "shop"#shop: "the shop"#'; fw_get /; fw_stop fw2-elysia-ok$sfx
fw_setup elysia
# A route handler that throws (TypeError), a syntax error (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit src/index.ts 's#total(\["apple", "plum"\]) }))#total(["apple", "plum"] }))#'; fw_get /
fw_edit src/index.ts 's#total(\["apple", "plum"\] }))#total(["apple", "plum"]) }))#'; fw_get /
fw_edit src/index.ts 's#"./items"#"./prices"#'; fw_get /
fw_edit src/index.ts 's#"./prices"#"./items"#'; fw_get /
fw_stop fw2-elysia-dev$sfx
