#!/bin/sh
# Reruns the be-echo fixtures (backend-sweep): echo under `go run .` as a user runs it in dev.
#   be-echo-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cartTotal dereferences a nil
#                  cart: the recover middleware logs the panic), /page/1, /page/9 (the
#                  template reads .Cart.Lines of a nil cart), /checkout (a handler's error)
#   be-echo-config: a template calling an undefined function, then the app on a port
#                  already taken
# Usage: sh gen.sh (from anywhere). Needs go and the Go module proxy.
. "$(dirname "$0")/../fw-common.sh"
export PORT=18312 port=18312
FW_BOOT=12
fw_setup be-echo
fw_start go run .
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9 /checkout; do fw_get $p; done
fw_stop be-echo-dev

fw_setup be-echo
fw_edit templates/cart.tmpl 's/{{ .Title }}/{{ .Title | upper }}/'
fw_start go run .
fw_get /page/1
fw_stop be-echo-config-a
fw_hold_port
fw_setup be-echo
fw_start go run .
fw_release_port
fw_stop be-echo-config-b
cat $out/be-echo-config-a.txt $out/be-echo-config-b.txt > $out/be-echo-config.txt
rm $out/be-echo-config-a.txt $out/be-echo-config-b.txt
