#!/bin/sh
# fw-sweep-2: Marko Run 0.11 (Marko 6 on Vite) (versions in package-lock.json here; npm ci
# first). Command: npm run dev (= marko-run --port 18709), node v20. Writes
# ../../new/fw2-marko-{ok,dev,config}.txt; with CI=true in the environment,
# fw2-marko-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18709
sfx=${CI:+-ci}
FW_BOOT=10
fw_setup marko
fw_start; fw_get /; fw_get /api/items/apple; fw_edit src/routes/+page.marko "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /; fw_stop fw2-marko-ok$sfx
fw_setup marko
# A handler that throws (TypeError), a syntax error in the page (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit src/routes/+page.marko 's#${total(\["apple", "plum"\])}#${total(["apple", "plum"]}#'; fw_get /
fw_edit src/routes/+page.marko 's#${total(\["apple", "plum"\]}#${total(["apple", "plum"])}#'; fw_get /
fw_edit src/routes/+page.marko "s#../lib/items#../lib/prices#"; fw_get /
fw_edit src/routes/+page.marko "s#../lib/prices#../lib/items#"; fw_get /
fw_stop fw2-marko-dev$sfx
fw_setup marko
# A vite.config.ts that calls a plugin it did not import.
printf 'import { defineConfig } from "vite";\nimport marko from "@marko/run/vite";\n\nexport default defineConfig({\n  plugins: [marko(), tailwindcss()],\n});\n' > vite.config.ts
fw_start; fw_stop fw2-marko-config$sfx
