#!/bin/sh
# Reruns the JVM fixtures of the second non-JS sweep: OpenJDK 17 (Debian),
# JUnit 5.9.2 / platform console 1.9.1 (Debian junit5):
#   java-caused-by   java shop.Repo: an exception with two causes, each
#                    "Caused by: ..." with its "... N more"
#   junit5-console   junit-platform-console-standalone on CartTest: an
#                    assertion failure, a NullPointerException; tree and
#                    failure list, then the summary
# Usage: sh gen.sh; writes ../../new/<name>.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
work=/tmp/eb-gen-sweep2jvm
rm -rf $work && cp -r $here $work
cd $work
jar=/usr/share/java/junit-platform-console-standalone.jar
mkdir -p classes
javac -d classes -cp $jar src/shop/*.java test/shop/*.java
java -cp classes shop.Repo > $out/java-caused-by.txt 2>&1
java -jar $jar --disable-banner --disable-ansi-colors -cp classes --select-class shop.CartTest > $out/junit5-console.txt 2>&1
for f in java-caused-by junit5-console; do sed -i "s#$work#/project#g" $out/$f.txt; done
