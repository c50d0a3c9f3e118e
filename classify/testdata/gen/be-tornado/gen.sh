#!/bin/sh
# Reruns the be-tornado fixtures (backend-sweep): tornado (Debian bookworm's python3-tornado) run as in dev:
# `/usr/bin/python3 app.py`.
#   be-tornado-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cart.total subscripts the None
#                  of an unknown cart), /page/1, /page/9 (the template reads the lines of a
#                  None cart), then a syntax error saved in cart.py (the reloader) and its fix, /cart/1
#   be-tornado-config: the app started with a syntax error in cart.py, then on a port already taken
# Usage: sh gen.sh (from anywhere). Needs Debian's python3 packages (see the notes).
. "$(dirname "$0")/../fw-common.sh"
export PORT=18322 port=18322 PYTHONDONTWRITEBYTECODE=1
FW_BOOT=4
fw_setup be-tornado
fw_start /usr/bin/python3 app.py
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9; do fw_get $p; done
FW_PAUSE=4 fw_edit cart.py 's/return sum(cart\["items"\].values())/return sum(cart["items"].values()/'
FW_PAUSE=4 fw_edit cart.py 's/values()  #/values())  #/'
fw_get /cart/1
fw_stop be-tornado-dev

fw_setup be-tornado
fw_edit cart.py 's/^def total(cart_id):/def total(cart_id)/'
fw_start /usr/bin/python3 app.py
fw_stop be-tornado-config-a
fw_hold_port
fw_setup be-tornado
fw_start /usr/bin/python3 app.py
fw_release_port
fw_stop be-tornado-config-b
cat $out/be-tornado-config-a.txt $out/be-tornado-config-b.txt > $out/be-tornado-config.txt
rm $out/be-tornado-config-a.txt $out/be-tornado-config-b.txt
