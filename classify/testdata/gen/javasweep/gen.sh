#!/bin/sh
# Reruns the Java sweep fixture (OpenJDK 17, Debian; single-file source launch):
# an uncaught exception in a named thread, a pool task's exception logged by
# java.util.logging with a cause and a suppressed exception, then main dies.
# Usage: sh gen.sh; writes ../../new/java-threads.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-javasweep
rm -rf $work && cp -r $here $work
cd $work
java Worker.java > $out/java-threads.txt 2>&1
sed -i "s#$work#/project#g" $out/java-threads.txt
