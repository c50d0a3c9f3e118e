#!/bin/sh
# Moves the recordings the gen scripts wrote to ../new/ beside their
# expectations: a fixture lives in the folder of the adapter that reads it
# (testdata/<adapter>/, #26), so a rerun's NAME.txt goes where NAME.want.json
# is. A recording with no want yet stays in new/: write its .want.json by
# hand from the output, then git mv both to testdata/<adapter>/, the adapter
# the fixture tests name when they replay it (TestFixtures says which).
# Usage: sh place.sh (from anywhere), after any gen.sh.
here=$(cd "$(dirname "$0")" && pwd)
td=$here/..
for f in "$td"/new/*.txt; do
	[ -e "$f" ] || exit 0
	name=$(basename "$f" .txt)
	want=$(ls "$td"/*/"$name".want.json 2>/dev/null | grep -v "/new/" | head -n 1)
	if [ -n "$want" ]; then
		mv "$f" "$(dirname "$want")/$name.txt"
	else
		echo "new fixture $name: write its .want.json, then move it to testdata/<adapter>/" >&2
	fi
done
