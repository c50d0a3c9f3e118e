#!/bin/sh
# fw-sweep (batch C, held out): Remix 2.17.5 classic with its Vite plugin (remix vite:dev), React 18,
# from package.json + package-lock.json here; npm ci first.
# Command: npm run dev (= remix vite:dev), node v20. Run as: FW_COPY=1 FW_INPLACE=1 FW_BOOT=8 sh gen.sh.
# Writes ../../new/fw-remix-{ok,dev,config}.txt.
: ${FW_COPY:=1} ${FW_INPLACE:=1} ${FW_BOOT:=8}
. "$(dirname "$0")/../fw-common.sh"
port=18609
fw_setup remix
fw_start; fw_get /; fw_get /items/apple; fw_edit app/routes/_index.jsx 's/Shop/The shop/'; fw_get /; fw_stop fw-remix-ok
fw_setup remix
# A loader that throws (TypeError), a syntax error in a route (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /items/pear
fw_edit app/routes/_index.jsx 's#<h1>Shop</h1>#<h1>Shop</h2>#'; fw_get /
fw_edit app/routes/_index.jsx 's#<h1>Shop</h2>#<h1>Shop</h1>#'; fw_get /
fw_edit 'app/routes/items.$slug.jsx' "s#'../items.js'#'../catalog.js'#"; fw_get /items/apple
fw_edit 'app/routes/items.$slug.jsx' "s#'../catalog.js'#'../items.js'#"; fw_get /items/apple
fw_stop fw-remix-dev
fw_setup remix
# A vite.config.js whose remix() gets an option of the wrong type.
sed -i 's/remix()/remix({ appDirectory: 42 })/' vite.config.js
fw_start; fw_stop fw-remix-config
