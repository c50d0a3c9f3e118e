#!/bin/sh
# fw-sweep: Express 5 with Vite in middleware mode, SSR through ssrLoadModule (versions in
# package-lock.json here; npm ci first). Command: npm run dev (= node server.js), node v20.
# Writes ../../new/fw-express-vite-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18604
fw_setup express-vite
fw_start; fw_get /items/apple; fw_edit src/entry-server.js 's/<h1>/<h1 class="t">/'; fw_get /items/apple; fw_stop fw-express-vite-ok
fw_setup express-vite
# SSR code that throws (TypeError), a syntax error (fixed), a missing import (fixed).
fw_start; fw_get /items/apple; fw_get /items/pear
fw_edit src/entry-server.js 's/.pop();/.pop(;/'; fw_get /items/apple
fw_edit src/entry-server.js 's/.pop(;/.pop();/'; fw_get /items/apple
fw_edit src/entry-server.js "s#'./items.js'#'./catalog.js'#"; fw_get /items/apple
fw_edit src/entry-server.js "s#'./catalog.js'#'./items.js'#"; fw_get /items/apple
fw_stop fw-express-vite-dev
fw_setup express-vite
# A vite.config.js with a syntax error, found by createServer.
printf 'export default {\n  server: { port: 3000 ,\n};\n' > vite.config.js
fw_start; fw_stop fw-express-vite-config
