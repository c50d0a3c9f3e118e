#!/bin/sh
target=$1
cd $target
for f in $(ls *.conf); do
  echo $f
done
