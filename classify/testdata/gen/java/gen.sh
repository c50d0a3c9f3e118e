#!/bin/sh
# Reruns the Java runtime fixture: java.util.logging INFO/WARNING/SEVERE
# (with an exception), then an uncaught NullPointerException (unboxing).
# Usage: sh gen.sh (from anywhere); writes ../../new/java-jul.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-java
rm -rf $work && mkdir -p $work && cp -r $here/src $work/
cd $work
javac -d out src/shop/Main.java && java -cp out shop.Main > $out/java-jul.txt 2>&1
