#!/bin/sh
# fw-sweep-2: SolidStart 1 on vinxi (versions in package-lock.json here; npm ci first).
# Command: npm run dev (= vinxi dev --port 18701), node v20. Writes ../../new/fw2-solidstart-{ok,dev,config}.txt;
# with CI=true in the environment, fw2-solidstart-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18701
sfx=${CI:+-ci}
FW_BOOT=10
fw_setup solidstart
fw_start; fw_get /; fw_get /items/apple; fw_edit src/routes/index.tsx "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /; fw_stop fw2-solidstart-ok$sfx
fw_setup solidstart
# An API route that throws (TypeError), a server function ("use server") that throws, a JSX
# syntax error in a page (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear; fw_get /items/pear
fw_edit src/routes/index.tsx "s#<h1>shop</h1>#<h1>shop</h2>#"; fw_get /
fw_edit src/routes/index.tsx "s#<h1>shop</h2>#<h1>shop</h1>#"; fw_get /
fw_edit src/routes/index.tsx "s#~/lib/items#~/lib/prices#"; fw_get /
fw_edit src/routes/index.tsx "s#~/lib/prices#~/lib/items#"; fw_get /
fw_stop fw2-solidstart-dev$sfx
fw_setup solidstart
# An app.config.ts that imports a plugin that is not installed.
sed -i '1a import tailwindcss from "@tailwindcss/vite";' app.config.ts
sed -i 's/defineConfig({})/defineConfig({ vite: { plugins: [tailwindcss()] } })/' app.config.ts
fw_start; fw_stop fw2-solidstart-config$sfx
