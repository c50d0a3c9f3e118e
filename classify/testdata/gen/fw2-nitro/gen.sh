#!/bin/sh
# fw-sweep-2: Nitro 2 standalone (nitropack; h3 underneath) (versions in package-lock.json here; npm ci first).
# Command: npm run dev (= nitropack dev --port 18703), node v20. Writes ../../new/fw2-nitro-{ok,dev,config}.txt;
# with CI=true in the environment, fw2-nitro-*-ci.txt (kept only where the output differs).
. "$(dirname "$0")/../fw-common.sh"
port=18703
sfx=${CI:+-ci}
FW_BOOT=10
fw_setup nitro
fw_start; fw_get /; fw_get /api/items/apple; fw_edit routes/index.ts 's#shop: "shop"#shop: "the shop"#'; fw_get /; fw_stop fw2-nitro-ok$sfx
fw_setup nitro
# A route handler that throws (TypeError), a syntax error in a route (fixed), a missing
# import (fixed).
fw_start; fw_get /; fw_get /api/items/pear
fw_edit routes/index.ts 's#total(\["apple", "plum"\]) };#total(["apple", "plum"] };#'; fw_get /
fw_edit routes/index.ts 's#total(\["apple", "plum"\] };#total(["apple", "plum"]) };#'; fw_get /
fw_edit routes/index.ts 's#../utils/items#../utils/prices#'; fw_get /
fw_edit routes/index.ts 's#../utils/prices#../utils/items#'; fw_get /
fw_stop fw2-nitro-dev$sfx
fw_setup nitro
# A nitro.config.ts with a syntax error.
sed -i 's/srcDir: ".",/srcDir: "." ,,/; s/compatibilityDate/compatibilityDate:: /' nitro.config.ts
fw_start; fw_stop fw2-nitro-config$sfx
