#!/bin/sh
# fw-sweep-2: Farm 1.7 (Rust bundler, its dev server) on a plain page (versions in
# package-lock.json here; npm ci first). Command: npm run dev (= farm start; port in
# farm.config.js), node v20. Writes ../../new/fw2-farm-{ok,dev,config}.txt; with CI=true in
# the environment, fw2-farm-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18710
sfx=${CI:+-ci}
FW_BOOT=8
fw_setup farm
fw_start; fw_get /; fw_edit src/main.js 's#total: #the total: #'; fw_get /; fw_stop fw2-farm-ok$sfx
fw_setup farm
# A syntax error in src/main.js (fixed), an import of ./prices that does not exist (fixed).
fw_start; fw_get /
fw_edit src/main.js 's#total(\["apple", "plum"\])}#total(["apple", "plum"]}#'; fw_get /
fw_edit src/main.js 's#total(\["apple", "plum"\]}#total(["apple", "plum"])}#'; fw_get /
fw_edit src/main.js 's#"./items"#"./prices"#'; fw_get /
fw_edit src/main.js 's#"./prices"#"./items"#'; fw_get /
fw_stop fw2-farm-dev$sfx
fw_setup farm
# A farm.config.js that calls a plugin it did not import.
sed -i 's/server: { port: 18710 },/server: { port: 18710 },\n  plugins: [farmPluginReact()],/' farm.config.js
fw_start; fw_stop fw2-farm-config$sfx
