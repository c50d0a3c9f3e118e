#!/bin/sh
# fw-sweep: VitePress 1 dev (versions in package-lock.json here; npm ci first).
# Command: npm run dev (= vitepress dev docs), node v20. Writes ../../new/fw-vitepress-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18606
fw_setup vitepress
fw_start; fw_get /; fw_get /Price.vue; fw_edit docs/index.md 's/# Shop/# The shop/'; fw_get /; fw_stop fw-vitepress-ok
fw_setup vitepress
# A Vue syntax error (fixed), a missing import (fixed), a markdown page that fails to compile.
fw_start; fw_get /; fw_get /Price.vue
fw_edit docs/Price.vue 's#</span>#</spn>#'; fw_get /Price.vue
fw_edit docs/Price.vue 's#</spn>#</span>#'; fw_get /Price.vue
fw_edit docs/index.md "s#./Price.vue#./Cost.vue#"; fw_get /; fw_get /index.md
fw_edit docs/index.md "s#./Cost.vue#./Price.vue#"; fw_get /; fw_get /index.md
fw_stop fw-vitepress-dev
fw_setup vitepress
# A config with a syntax error.
printf 'export default {\n  title: "Shop docs",\n  vite: { server: { port: 18606 }\n};\n' > docs/.vitepress/config.mjs
fw_start; fw_stop fw-vitepress-config
