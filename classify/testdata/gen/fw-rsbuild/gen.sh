#!/bin/sh
# fw-sweep: Rsbuild dev (rsbuild 1.7.6 from package.json + package-lock.json here; npm ci first).
# Command: npm run dev (= rsbuild dev), node v20. Writes ../../new/fw-rsbuild-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=18601
fw_setup rsbuild
# A healthy start, a page load and a valid edit (HMR rebuild).
fw_start; fw_get /; fw_edit src/cart.js 's/, 0)/, 1)/'; fw_get /; fw_stop fw-rsbuild-ok
fw_setup rsbuild
# A syntax error, fixed; an import of a file that does not exist, fixed.
fw_start; fw_get /
fw_edit src/cart.js 's/, 0);/, 0;/'; fw_get /
fw_edit src/cart.js 's/, 0;/, 0);/'; fw_get /
fw_edit src/index.js '1i import { money } from "./money.js";
s/+ cartTotal/+ money + cartTotal/'; fw_get /
fw_edit src/index.js '1d; s/money + //'; fw_get /
fw_stop fw-rsbuild-dev
fw_setup rsbuild
# A config that imports a plugin that is not installed.
sed -i "1a import { pluginReact } from '@rsbuild/plugin-react';" rsbuild.config.mjs
fw_start; fw_stop fw-rsbuild-config
