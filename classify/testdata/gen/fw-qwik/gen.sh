#!/bin/sh
# fw-sweep (batch F, held out): Qwik City 1.x on Vite 5 in SSR dev mode, from package.json +
# package-lock.json here; npm ci first. Command: npm run dev (= vite --mode ssr), node v20.
# Writes ../../new/fw-qwik-{ok,dev,config}.txt.
: ${FW_BOOT:=8} ${FW_PAUSE:=3}
. "$(dirname "$0")/../fw-common.sh"
port=18612
fw_setup qwik
fw_start; fw_get /; fw_get /item/apple/; fw_edit src/routes/index.tsx 's/Shop/The shop/'; fw_get /; fw_stop fw-qwik-ok
fw_setup qwik
# A routeLoader$ that throws (TypeError), a syntax error in a route (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /item/pear/
fw_edit src/routes/index.tsx 's#<h1>Shop</h1>#<h1>Shop</h2>#'; fw_get /
fw_edit src/routes/index.tsx 's#<h1>Shop</h2>#<h1>Shop</h1>#'; fw_get /
fw_edit 'src/routes/item/[slug]/index.tsx' "s#'../../../items'#'../../../catalog'#"; fw_get /item/apple/
fw_edit 'src/routes/item/[slug]/index.tsx' "s#'../../../catalog'#'../../../items'#"; fw_get /item/apple/
fw_stop fw-qwik-dev
fw_setup qwik
# A vite.config.ts importing a module of qwik-city that does not exist.
sed -i 's#qwik-city/vite#qwik-city/vitee#' vite.config.ts
fw_start; fw_stop fw-qwik-config
