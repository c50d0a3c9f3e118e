#!/bin/bash
set -x
name=shop
echo "building $name"
ls -d /tmp > /dev/null
echo "ok"
