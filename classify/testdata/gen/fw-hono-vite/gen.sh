#!/bin/sh
# fw-sweep: Hono under Vite with @hono/vite-dev-server (versions in package-lock.json here; npm ci first).
# Command: npm run dev (= vite), node v20. Writes ../../new/fw-hono-vite-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18603
fw_setup hono-vite
fw_start; fw_get /; fw_get /api/items/apple; fw_edit src/index.js "s/'shop'/'the shop'/"; fw_get /; fw_stop fw-hono-vite-ok
fw_setup hono-vite
# A route handler that throws (TypeError), a syntax error (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit src/index.js "s/c.text('shop')/c.text('shop'/"; fw_get /
fw_edit src/index.js "s/c.text('shop'/c.text('shop')/"; fw_get /
fw_edit src/index.js "s#'./items.js'#'./catalog.js'#"; fw_get /
fw_edit src/index.js "s#'./catalog.js'#'./items.js'#"; fw_get /
fw_stop fw-hono-vite-dev
fw_setup hono-vite
# A vite.config.js that calls a function that does not exist.
sed -i 's/devServer({/devServr({/' vite.config.js
fw_start; fw_stop fw-hono-vite-config
