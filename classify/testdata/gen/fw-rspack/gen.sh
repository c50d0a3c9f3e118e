#!/bin/sh
# fw-sweep: Rspack dev server (@rspack/cli, @rspack/core, @rspack/dev-server from package.json + package-lock.json here; npm ci first).
# Command: npm run dev (= rspack serve), node v20. Writes ../../new/fw-rspack-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18607
fw_setup rspack
# A healthy start, a page load and a valid edit (HMR rebuild).
fw_start; fw_get /; fw_edit src/cart.js 's/, 0)/, 1)/'; fw_get /; fw_stop fw-rspack-ok
fw_setup rspack
# A syntax error, fixed; an import of a file that does not exist, fixed.
fw_start; fw_get /
fw_edit src/cart.js 's/, 0);/, 0;/'; fw_get /
fw_edit src/cart.js 's/, 0;/, 0);/'; fw_get /
fw_edit src/index.js '1i import { money } from "./money.js";
s/+ cartTotal/+ money + cartTotal/'; fw_get /
fw_edit src/index.js '1d; s/money + //'; fw_get /
fw_stop fw-rspack-dev
fw_setup rspack
# A config that requires a plugin that is not installed.
sed -i "1a const ReactRefresh = require('@rspack/plugin-react-refresh');" rspack.config.js
fw_start; fw_stop fw-rspack-config
