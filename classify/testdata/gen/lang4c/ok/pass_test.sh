#!/bin/sh
test_adds() { assertEquals 2 $((1 + 1)); }
. shunit2
