#!/bin/sh
# Reruns the be-gin fixtures (backend-sweep): gin under `go run .` as a user runs it in dev.
#   be-gin-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cartTotal dereferences a nil
#                  cart: gin's Recovery prints the panic), /page/1, /page/9 (the template
#                  reads .Cart.Lines of a nil cart: gin's Logger prints "Error #01")
#   be-gin-config: a template calling an undefined function (LoadHTMLGlob panics at start),
#                  then the same app on a port already taken (log.Fatal)
# Usage: sh gen.sh (from anywhere). Needs go and the Go module proxy.
. "$(dirname "$0")/../fw-common.sh"
export PORT=18311 port=18311 GIN_MODE=
FW_BOOT=12
fw_setup be-gin
fw_start go run .
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9; do fw_get $p; done
fw_stop be-gin-dev

fw_setup be-gin
fw_edit templates/cart.tmpl 's/{{ .Title }}/{{ .Title | upper }}/'
fw_start go run .
fw_stop be-gin-config-a
fw_hold_port
fw_setup be-gin
fw_start go run .
fw_release_port
fw_stop be-gin-config-b
cat $out/be-gin-config-a.txt $out/be-gin-config-b.txt > $out/be-gin-config.txt
rm $out/be-gin-config-a.txt $out/be-gin-config-b.txt

# be-gin-air: the same app under air (github.com/air-verse/air, its default config: go build
# -o ./tmp/main .), a type error in cart.go then its fix, then /cart/9.
fw_setup be-gin
FW_BOOT=15 fw_start ${AIR:-$HOME/go/bin/air}
FW_PAUSE=8 fw_edit cart.go 's/total += n$/total += n + "x"/'
FW_PAUSE=12 fw_edit cart.go 's/total += n + "x"$/total += n/'
fw_get /cart/9
fw_stop be-gin-air
