#!/bin/sh
# Records astro dev's output for a syntax error in an .astro page's
# frontmatter, written while the page is served and then fixed: Astro
# prints no "[watch]" line for a page (only for the modules it imports),
# so the next "[200] /hot" is all that says the page renders again.
# Usage: sh astro-page.sh (npm ci done in testdata/apps/astro); writes
# ../../new/astro-dev-page-syntax.txt.
set -e
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd "$here/../../../../testdata/apps/astro" && pwd)
out=$here/../../new/astro-dev-page-syntax.txt
page=$app/src/pages/hot.astro
cd "$app"
write() { printf -- "---\nconst n = 1;\n$1---\n<html lang=\"en\"><body><button id=\"inc\">Count {n}$2</button></body></html>\n" > "$page"; }
write "" ""
NO_COLOR=1 ASTRO_TELEMETRY_DISABLED=1 setsid node_modules/.bin/astro dev --host 127.0.0.1 --port 17401 > /tmp/astro-page.log 2>&1 &
pid=$!
trap 'kill -- -$pid; rm -f "$page"' EXIT
until curl -sf -o /dev/null http://127.0.0.1:17401/; do sleep 1; done
curl -s -o /dev/null http://127.0.0.1:17401/hot
write "const broken = n +; // BUG:syntax\n" ""
sleep 2
curl -s -o /dev/null http://127.0.0.1:17401/hot
write "" "!"
sleep 2
curl -s -o /dev/null http://127.0.0.1:17401/hot
sleep 1
sed "s#$app#/project#g" /tmp/astro-page.log > "$out"
