#!/bin/sh
# Reruns the Next.js 16 fixtures whose dev-server output holds what Next
# forwards from the browser ("[browser] ..."): the end-to-end test runs
# testdata/apps/next under errbundle run in Chromium with the extension,
# and prints next dev's output. Usage: sh gen.sh [turbopack|webpack];
# writes ../../new/nextjs16-<mode>-browser.txt.
here=$(cd "$(dirname "$0")" && pwd)
mode=${1:-turbopack}
out=$here/../../new/nextjs16-$mode-browser.txt
app=$(cd $here/../../../../testdata/apps/next && pwd)
cd $here/../../../../extension
ERRBUNDLE_SHOW_DEVLOG=1 go test -count=1 -v -run "TestNextJS/$mode\$" . > /tmp/nextjs16-$mode.log 2>&1
# The output is logged after "next (errbundle run), output:", indented by
# eight spaces, until the daemon's log.
awk '/next \(errbundle run\), output:/{on=1; next} on && /daemon.go:[0-9]+: daemon on/{exit} on {sub(/^        /, ""); print}' \
	/tmp/nextjs16-$mode.log | sed "s#$app#/project#g" > $out
