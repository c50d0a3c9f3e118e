#!/bin/sh
# fw-sweep-2: Waku 0.27 (React Server Components on Vite) (versions in package-lock.json here;
# npm ci first). Command: npm run dev (= waku dev --port 18708), node v20. Writes
# ../../new/fw2-waku-{ok,dev,config}.txt; with CI=true in the environment,
# fw2-waku-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18708
sfx=${CI:+-ci}
FW_BOOT=10
fw_setup waku
fw_start; fw_get /; fw_get /items/apple; fw_edit src/pages/index.tsx "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /; fw_stop fw2-waku-ok$sfx
fw_setup waku
# An API route that throws (TypeError), a server component that throws, a JSX syntax error
# in a page (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear; fw_get /items/pear
fw_edit src/pages/index.tsx "s#<h1>shop</h1>#<h1>shop</h2>#"; fw_get /
fw_edit src/pages/index.tsx "s#<h1>shop</h2>#<h1>shop</h1>#"; fw_get /
fw_edit src/pages/index.tsx "s#../lib/items#../lib/prices#"; fw_get /
fw_edit src/pages/index.tsx "s#../lib/prices#../lib/items#"; fw_get /
fw_stop fw2-waku-dev$sfx
fw_setup waku
# A waku.config.ts that imports a plugin that is not installed.
printf 'import { defineConfig } from "waku/config";\nimport tailwindcss from "@tailwindcss/vite";\n\nexport default defineConfig({\n  vite: { plugins: [tailwindcss()] },\n});\n' > waku.config.ts
fw_start; fw_stop fw2-waku-config$sfx
