#!/bin/sh
# Reruns the SvelteKit fixture: the end-to-end test runs
# testdata/apps/sveltekit (npx sv@0.17.1 create --template minimal --types
# ts, versions pinned) under errbundle run in Chromium with the extension,
# and prints vite dev's output. Usage: sh gen.sh; writes
# ../../new/sveltekit-dev.txt.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new/sveltekit-dev.txt
app=$(cd $here/../../../../testdata/apps/sveltekit && pwd)
cd $here/../../../../extension
ERRBUNDLE_SHOW_DEVLOG=1 go test -count=1 -v -run 'TestSvelteKit$' . > /tmp/sveltekit-dev.log 2>&1
# The output is logged after "kit (errbundle run), output:", indented by
# eight spaces.
awk '/kit \(errbundle run\), output:/{on=1; next} on && !/^        / && !/^$/{exit} on {sub(/^        /, ""); print}' \
	/tmp/sveltekit-dev.log | sed "s#$app#/project#g" > $out
