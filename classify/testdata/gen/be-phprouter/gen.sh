#!/bin/sh
# Reruns the be-phprouter fixtures (backend-sweep): PHP's built-in server with a router script,
# as in dev: `php -S 127.0.0.1:18341 router.php` (Debian bookworm's php 8.2, display_errors on
# the CLI server by default).
#   be-phprouter-dev:    GET /health, /nope (404), /cart/1, /cart/9 (cart_total passes null to
#                        array_sum: a TypeError), /page/1 (the template reads an undefined
#                        $first: a warning), /page/9 (cart_count reads an index of null)
#   be-phprouter-config: the server started with a syntax error in cart.php (each request
#                        fails), then on a port already taken
# Usage: sh gen.sh (from anywhere).
. "$(dirname "$0")/../fw-common.sh"
port=18341
FW_BOOT=2
fw_setup be-phprouter
fw_start php -S 127.0.0.1:$port router.php
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9; do fw_get $p; done
fw_stop be-phprouter-dev

fw_setup be-phprouter
fw_edit cart.php 's/^function cart_total(string $id): int$/function cart_total(string $id): int {/'
fw_start php -S 127.0.0.1:$port router.php
fw_get /cart/1
fw_stop be-phprouter-config-a
fw_hold_port 3
fw_setup be-phprouter
fw_start php -S 127.0.0.1:$port router.php
fw_release_port
fw_stop be-phprouter-config-b
cat $out/be-phprouter-config-a.txt $out/be-phprouter-config-b.txt > $out/be-phprouter-config.txt
rm $out/be-phprouter-config-a.txt $out/be-phprouter-config-b.txt
