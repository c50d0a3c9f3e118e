#!/bin/sh
# fw-sweep (batch D, held out): Vue CLI 5 (@vue/cli-service, webpack 5 + webpack-dev-server), Vue 3,
# from package.json + package-lock.json here; npm ci first.
# Command: npm run dev (= vue-cli-service serve --port 18610), node v20.
# Writes ../../new/fw-vuecli-{ok,dev,config}.txt.
: ${FW_BOOT:=15}
. "$(dirname "$0")/../fw-common.sh"
port=18610
fw_setup vuecli
fw_start; fw_get /; fw_edit src/App.vue 's/Total:/Sum:/'; fw_get /; fw_stop fw-vuecli-ok
fw_setup vuecli
# A syntax error in the component's script (fixed), a missing import (fixed).
fw_start; fw_get /
fw_edit src/App.vue 's/, 0);/, 0;/'; fw_get /
fw_edit src/App.vue 's/, 0;/, 0);/'; fw_get /
fw_edit src/main.js "s#'./App.vue'#'./Shop.vue'#"; fw_get /
fw_edit src/main.js "s#'./Shop.vue'#'./App.vue'#"; fw_get /
fw_stop fw-vuecli-dev
fw_setup vuecli
# A vue.config.js that throws.
printf 'module.exports = {\n  lintOnSave: false,\n  devServer: { port: process.env.PORT.trim() },\n};\n' > vue.config.js
fw_start; fw_stop fw-vuecli-config
