#!/bin/sh
# fw-sweep-2: Docusaurus 3.10 (classic preset, webpack 5 / its bundler) (versions in
# package-lock.json here; npm ci first). Command: npm run dev (= docusaurus start --port 18707
# --no-open), node v20. Writes ../../new/fw2-docusaurus-{ok,dev,config}.txt; with CI=true in
# the environment, fw2-docusaurus-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18707
sfx=${CI:+-ci}
FW_BOOT=40
FW_PAUSE=6
fw_setup docusaurus
fw_start; fw_get /; fw_get /docs/intro; fw_edit src/pages/index.js "s#<h1>shop</h1>#<h1>the shop</h1>#"; fw_get /; fw_stop fw2-docusaurus-ok$sfx
fw_setup docusaurus
# A JSX syntax error in a page (fixed), a missing import (fixed), an MDX syntax error in a doc (fixed).
fw_start; fw_get /
fw_edit src/pages/index.js "s#<h1>shop</h1>#<h1>shop</h2>#"; fw_get /
fw_edit src/pages/index.js "s#<h1>shop</h2>#<h1>shop</h1>#"; fw_get /
fw_edit src/pages/index.js "s#../lib/items#../lib/prices#"; fw_get /
fw_edit src/pages/index.js "s#../lib/prices#../lib/items#"; fw_get /
fw_edit docs/intro.md "s#apples and plums.#apples and {plums.#"; fw_get /docs/intro
fw_edit docs/intro.md "s#apples and {plums.#apples and plums.#"; fw_get /docs/intro
fw_stop fw2-docusaurus-dev$sfx
fw_setup docusaurus
# A docusaurus.config.js with an option that does not exist.
sed -i 's/onBrokenLinks: "warn",/onBrokenLinks: "warn",\n  onBrokenLink: "throw",/' docusaurus.config.js
FW_BOOT=20
fw_start; fw_stop fw2-docusaurus-config$sfx
