#!/bin/sh
# Reruns a framework's dev-server fixture: the end-to-end test
# TestFrameworks/<name> (extension/frameworks_test.go) runs
# testdata/apps/<app> under errbundle run in Chromium with the extension,
# clicks the cart's bugs, opens the pages whose server code throws, then
# writes a syntax error into the open hot page and fixes it; this prints the
# dev server's output. Usage: sh gen.sh nuxt|astro|react-router [log];
# writes ../../new/<name>-dev.txt. With a log of an earlier
# `ERRBUNDLE_SHOW_DEVLOG=1 go test -v -run TestFrameworks/<name>` run, it
# reads that instead of running the test.
set -e
name=$1
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new/$name-dev.txt
app=$(cd $here/../../../../testdata/apps/$name && pwd)
log=${2:-/tmp/$name-dev.log}
if [ -z "$2" ]; then
	cd $here/../../../../extension
	ERRBUNDLE_SHOW_DEVLOG=1 go test -count=1 -v -run "TestFrameworks/$name\$" . > $log 2>&1 || true
fi
# The output is logged after "<name> (errbundle run), output:", indented by
# eight spaces.
awk -v head="$name (errbundle run), output:" 'index($0, head){on=1; next} on && !/^        / && !/^$/{exit} on {sub(/^        /, ""); print}' \
	$log | sed "s#$app#/project#g" > $out
