#!/bin/sh
# shellcheck disable=SC2317

total() {
	echo $(( $1 * $2 ))
}

discount() {
	echo $(( $1 - $1 / 20 )) # bug: 5% instead of 10%
}

test_total() {
	assertEquals "two pens" 200 "$(total 100 2)"
}

test_discount() {
	assertEquals "ten percent off" 90 "$(discount 100)"
}

test_config() {
	assertTrue "config file exists" "[ -f ./cart.conf ]"
}

. shunit2
