#!/bin/sh
# Reruns the be-aiohttp fixtures (backend-sweep): aiohttp (Debian bookworm's python3-aiohttp) run as in dev:
# `/usr/bin/python3 app.py`.
#   be-aiohttp-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cart.total subscripts the None
#                  of an unknown cart), /page/1, /page/9 (the template reads the lines of a
#                  None cart)
#   be-aiohttp-config: the app started with a syntax error in cart.py, then on a port already taken
# Usage: sh gen.sh (from anywhere). Needs Debian's python3 packages (see the notes).
. "$(dirname "$0")/../fw-common.sh"
export PORT=18321 port=18321 PYTHONDONTWRITEBYTECODE=1
FW_BOOT=4
fw_setup be-aiohttp
fw_start /usr/bin/python3 app.py
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9; do fw_get $p; done
fw_stop be-aiohttp-dev

fw_setup be-aiohttp
fw_edit cart.py 's/^def total(cart_id):/def total(cart_id)/'
fw_start /usr/bin/python3 app.py
fw_stop be-aiohttp-config-a
fw_hold_port
fw_setup be-aiohttp
fw_start /usr/bin/python3 app.py
fw_release_port
fw_stop be-aiohttp-config-b
cat $out/be-aiohttp-config-a.txt $out/be-aiohttp-config-b.txt > $out/be-aiohttp-config.txt
rm $out/be-aiohttp-config-a.txt $out/be-aiohttp-config-b.txt
