#!/bin/sh
# Reruns the be-pyramid fixtures (backend-sweep): pyramid (Debian bookworm's python3-pyramid) run as in dev:
# `/usr/bin/python3 app.py`.
#   be-pyramid-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cart.total subscripts the None
#                  of an unknown cart), /page/1, /page/9 (the template reads the lines of a
#                  None cart)
#   be-pyramid-config: the app started with a syntax error in cart.py, then on a port already taken
# Usage: sh gen.sh (from anywhere). Needs Debian's python3 packages (see the notes).
. "$(dirname "$0")/../fw-common.sh"
export PORT=18325 port=18325 PYTHONDONTWRITEBYTECODE=1
FW_BOOT=4
fw_setup be-pyramid
fw_start /usr/bin/python3 app.py
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9; do fw_get $p; done
fw_stop be-pyramid-dev

fw_setup be-pyramid
fw_edit cart.py 's/^def total(cart_id):/def total(cart_id)/'
fw_start /usr/bin/python3 app.py
fw_stop be-pyramid-config-a
fw_hold_port
fw_setup be-pyramid
fw_start /usr/bin/python3 app.py
fw_release_port
fw_stop be-pyramid-config-b
cat $out/be-pyramid-config-a.txt $out/be-pyramid-config-b.txt > $out/be-pyramid-config.txt
rm $out/be-pyramid-config-a.txt $out/be-pyramid-config-b.txt
