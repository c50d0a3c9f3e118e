#!/bin/sh
# Reruns the be-jetty fixtures (backend-sweep): an embedded Jetty 9.4 server (Debian bookworm's
# libjetty9-java, OpenJDK 17) with a servlet, compiled and run as in dev:
# `javac -cp <jars> -d out src/shop/*.java && java -cp out:<jars> shop.Main`.
#   be-jetty-dev:    GET /cart/1, /nope (404), /cart/9 (Cart.total iterates the null of an
#                    unknown cart: a NullPointerException out of the servlet)
#   be-jetty-config: the server started on a port already taken
# Usage: sh gen.sh (from anywhere).
. "$(dirname "$0")/../fw-common.sh"
export PORT=18381 port=18381
J=/usr/share/java
CP=out:$J/jetty9-server.jar:$J/jetty9-servlet.jar:$J/jetty9-security.jar:$J/jetty9-util.jar:$J/jetty9-io.jar:$J/jetty9-http.jar:$J/servlet-api.jar
FW_BOOT=4
fw_setup be-jetty
javac -cp $CP -d out src/shop/*.java
fw_start java -cp $CP shop.Main
for p in /cart/1 /nope /cart/9; do fw_get $p; done
fw_stop be-jetty-dev

sleep 3 # the server above must have let the port go
/usr/bin/fw_hold_port 3
fw_setup be-jetty
javac -cp $CP -d out src/shop/*.java
fw_start java -cp $CP shop.Main
fw_release_port
fw_stop be-jetty-config
