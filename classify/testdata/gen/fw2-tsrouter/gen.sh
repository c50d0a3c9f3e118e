#!/bin/sh
# fw-sweep-2: TanStack Router (file routes, @tanstack/router-plugin) on Vite 8, a client-only
# React app (versions in package-lock.json here; npm ci first). Command: npm run dev (= vite;
# port in vite.config.ts), node v20. Writes ../../new/fw2-tsrouter-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18712
FW_BOOT=8
fw_setup tsrouter
fw_start; fw_get /; fw_get /src/routes/index.tsx; fw_edit src/routes/index.tsx "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /src/routes/index.tsx; fw_stop fw2-tsrouter-ok
fw_setup tsrouter
# A JSX syntax error in a route (fixed), a missing import (fixed), a new route file with a
# syntax error (removed). The browser asks for the module (GET /src/routes/index.tsx).
fw_start; fw_get /; fw_get /src/routes/index.tsx
fw_edit src/routes/index.tsx "s#<h1>shop</h1>#<h1>shop</h2>#"; fw_get /src/routes/index.tsx
fw_edit src/routes/index.tsx "s#<h1>shop</h2>#<h1>shop</h1>#"; fw_get /src/routes/index.tsx
fw_edit src/routes/index.tsx "s#../lib/items#../lib/prices#"; fw_get /src/routes/index.tsx
fw_edit src/routes/index.tsx "s#../lib/prices#../lib/items#"; fw_get /src/routes/index.tsx
fw_stop fw2-tsrouter-dev
fw_setup tsrouter
# A vite.config.ts that calls the plugin under an old name (TanStackRouterVite, not imported).
sed -i 's/tanstackRouter({/TanStackRouterVite({/' vite.config.ts
fw_start; fw_stop fw2-tsrouter-config
