#!/bin/sh
# fw-sweep: Eleventy 3 dev server (versions in package-lock.json here; npm ci first).
# Command: npm run dev (= eleventy --serve), node v20. Writes ../../new/fw-eleventy-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18605
fw_setup eleventy
fw_start; fw_get /; fw_edit index.njk 's/items\./items in the shop./'; fw_get /; fw_stop fw-eleventy-ok
fw_setup eleventy
# A template syntax error (fixed), a data file that throws (TypeError, fixed), a missing include (fixed).
fw_start; fw_get /
fw_edit index.njk 's/{{ site.name }}/{{ site.name }/'; fw_get /
fw_edit index.njk 's/{{ site.name }/{{ site.name }}/'; fw_get /
fw_edit _data/items.js 's/return \[/return undefined.items || [/'; fw_get /
fw_edit _data/items.js 's/return undefined.items || \[/return [/'; fw_get /
fw_edit index.njk '$a {% include "footer.njk" %}'; fw_get /
fw_edit index.njk '$d'; fw_get /
fw_stop fw-eleventy-dev
fw_setup eleventy
# A config that throws.
sed -i 's/eleventyConfig.setServerOptions/eleventyConfig.setServerOption/' eleventy.config.js
fw_start; fw_stop fw-eleventy-config
