#!/bin/sh
# Reruns the be-hapi fixtures (backend-sweep): hapi 21 (npm ci from package-lock.json) as in dev:
# `npm run dev` (= node --watch server.js).
#   be-hapi-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cart.total reads .items of the
#                   undefined of an unknown cart), /checkout (an async handler throws), then a
#                   syntax error saved in cart.js and its fix (node --watch restarts), /cart/1
#   be-hapi-config: the server started on a port already taken
# Usage: sh gen.sh (from anywhere); npm ci first.
. "$(dirname "$0")/../fw-common.sh"
export PORT=18361 port=18361
FW_BOOT=4
fw_setup be-hapi
fw_start
for p in /health /nope /cart/1 /cart/9 /checkout; do fw_get $p; done
FW_PAUSE=4 fw_edit cart.js 's/return carts\[id\];/return carts[id;/'
FW_PAUSE=4 fw_edit cart.js 's/return carts\[id;/return carts[id];/'
fw_get /cart/1
fw_stop be-hapi-dev

/usr/bin/fw_hold_port 3
fw_setup be-hapi
fw_start
fw_release_port
fw_stop be-hapi-config
