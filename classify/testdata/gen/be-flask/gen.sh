#!/bin/sh
# Reruns the be-flask fixtures (backend-sweep): Flask 2.2 (Debian bookworm's python3-flask) as in
# dev: `python3 -m flask --app app --debug run` (the reloader and the debugger on).
#   be-flask-dev:    GET /health, /nope (404), /cart/1, /cart/9 (an async view: cart.total
#                    subscripts the None of an unknown cart), /page/1, /page/9 (the Jinja template
#                    reads the lines of None), /admin (a before_request hook reads a missing
#                    header: KeyError), then a syntax error saved in cart.py and its fix, /cart/1
#   be-flask-config: the app started with a syntax error in cart.py, then on a port already taken
# Usage: sh gen.sh (from anywhere).
. "$(dirname "$0")/../fw-common.sh"
port=18351
export PYTHONDONTWRITEBYTECODE=1
FW_BOOT=4
fw_setup be-flask
fw_start /usr/bin/python3 -m flask --app app --debug run -p $port
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9 /admin; do fw_get $p; done
FW_PAUSE=4 fw_edit cart.py 's/return sum(cart\["items"\].values())/return sum(cart["items"].values()/'
FW_PAUSE=4 fw_edit cart.py 's/values()  #/values())  #/'
fw_get /cart/1
fw_stop be-flask-dev

fw_setup be-flask
fw_edit cart.py 's/^def total(cart_id):/def total(cart_id)/'
fw_start /usr/bin/python3 -m flask --app app --debug run -p $port
fw_stop be-flask-config-a
/usr/bin/fw_hold_port 3
fw_setup be-flask
fw_start /usr/bin/python3 -m flask --app app --debug run -p $port
fw_release_port
fw_stop be-flask-config-b
cat $out/be-flask-config-a.txt $out/be-flask-config-b.txt > $out/be-flask-config.txt
rm $out/be-flask-config-a.txt $out/be-flask-config-b.txt
