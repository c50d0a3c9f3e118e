#!/bin/sh
# fw-sweep (batch B, held out): Vike 0.4.266 with Vite 7, vanilla pages (+onRenderHtml, +data,
# +Page) from package.json + package-lock.json here; npm ci first.
# Command: npm run dev (= vike dev), node v20. Writes ../../new/fw-vike-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18608
fw_setup vike
fw_start; fw_get /; fw_get /item/apple; fw_edit pages/index/+Page.js 's/Shop/The shop/'; fw_get /; fw_stop fw-vike-ok
fw_setup vike
# A +data() that throws (TypeError), a syntax error in a +Page (fixed), a missing import (fixed).
fw_start; fw_get /; fw_get /item/pear
fw_edit pages/index/+Page.js "s#'<h1>Shop</h1>';#'<h1>Shop</h1>;#"; fw_get /
fw_edit pages/index/+Page.js "s#'<h1>Shop</h1>;#'<h1>Shop</h1>';#"; fw_get /
fw_edit pages/item/+data.js "s#items.js#catalog.js#"; fw_get /item/apple
fw_edit pages/item/+data.js "s#catalog.js#items.js#"; fw_get /item/apple
fw_stop fw-vike-dev
fw_setup vike
# A vite.config.js importing a module of vike that does not exist.
sed -i "s#vike/plugin#vike/plugins#" vite.config.js
fw_start; fw_stop fw-vike-config
