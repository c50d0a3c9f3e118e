#!/bin/sh
# Reruns the be-fiber fixtures (backend-sweep): fiber under `go run .` as a user runs it in dev.
#   be-fiber-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cartTotal dereferences a nil
#                  cart: the recover middleware logs the panic), /page/1, /page/9 (the
#                  template reads .Cart.Lines of a nil cart), /checkout (a handler's error)
#   be-fiber-config: a template calling an undefined function, then the app on a port
#                  already taken
# Usage: sh gen.sh (from anywhere). Needs go and the Go module proxy.
. "$(dirname "$0")/../fw-common.sh"
export PORT=18314 port=18314
FW_BOOT=12
fw_setup be-fiber
fw_start go run .
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9 /checkout; do fw_get $p; done
fw_stop be-fiber-dev

fw_setup be-fiber
fw_edit templates/cart.tmpl 's/{{ .Title }}/{{ .Title | upper }}/'
fw_start go run .
fw_get /page/1
fw_stop be-fiber-config-a
fw_hold_port
fw_setup be-fiber
fw_start go run .
fw_release_port
fw_stop be-fiber-config-b
cat $out/be-fiber-config-a.txt $out/be-fiber-config-b.txt > $out/be-fiber-config.txt
rm $out/be-fiber-config-a.txt $out/be-fiber-config-b.txt
