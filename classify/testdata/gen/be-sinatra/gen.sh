#!/bin/sh
# Reruns the be-sinatra fixtures (backend-sweep): Sinatra (Debian bookworm's ruby-sinatra) on
# puma (Debian's puma) through rackup, as in dev: `rackup -s puma -p 18331 config.ru`.
#   be-sinatra-dev:    GET /health, /nope (404), /cart/1, /cart/9 (Cart.total calls [] on the
#                      nil of an unknown cart), /page/1, /page/9 (the ERB view does the same)
#   be-sinatra-config: the app started with a syntax error in cart.rb, then on a port already taken
# Usage: sh gen.sh (from anywhere).
. "$(dirname "$0")/../fw-common.sh"
port=18331
FW_BOOT=5
fw_setup be-sinatra
fw_start rackup -s puma -o 127.0.0.1 -p $port config.ru
for p in /health /nope /cart/1 /cart/9 /page/1 /page/9; do fw_get $p; done
fw_stop be-sinatra-dev

fw_setup be-sinatra
fw_edit cart.rb 's/^  def self.total(id)$/  def self.total(id/'
fw_start rackup -s puma -o 127.0.0.1 -p $port config.ru
fw_stop be-sinatra-config-a
fw_hold_port 3
fw_setup be-sinatra
fw_start rackup -s puma -o 127.0.0.1 -p $port config.ru
fw_release_port
fw_stop be-sinatra-config-b
cat $out/be-sinatra-config-a.txt $out/be-sinatra-config-b.txt > $out/be-sinatra-config.txt
rm $out/be-sinatra-config-a.txt $out/be-sinatra-config-b.txt
