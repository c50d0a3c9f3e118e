#!/bin/sh
# Records what Nuxt 4's dev server serves for testdata/apps/nuxt's cart page
# (app/pages/cart.vue, served at /_nuxt/pages/cart.vue: Vite's root is
# Nuxt's srcDir, app/, and its base /_nuxt/). The inline map's "file" names
# the module's own file, by the absolute path of the app where this ran
# (/work/wt-frameworks/testdata/apps/nuxt). stack.txt is the stack the
# cart's Checkout button threw in Chromium (extension TestFrameworks/nuxt),
# its origin the port of that run. Usage: sh gen.sh (npm ci done in the app).
set -e
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd "$here/../../../testdata/apps/nuxt" && pwd)
cd "$app"
setsid node_modules/.bin/nuxt dev --host 127.0.0.1 --port 17400 > /dev/null 2>&1 &
pid=$!
trap 'kill -- -$pid' EXIT
until curl -sf -o /dev/null http://127.0.0.1:17400/; do sleep 1; done
curl -sf http://127.0.0.1:17400/_nuxt/pages/cart.vue > "$here/served/_nuxt/pages/cart.vue"
node -p 'const l = require("./package-lock.json").packages; ["nuxt", "@nuxt/vite-builder/node_modules/vite", "@vitejs/plugin-vue", "vue"].map(p => p + " " + l["node_modules/" + p].version).join("\n")' > "$here/VERSION"
