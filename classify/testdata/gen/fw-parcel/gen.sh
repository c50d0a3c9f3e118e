#!/bin/sh
# fw-sweep: Parcel 2 dev (parcel 2.16.4 from package.json + package-lock.json here; npm ci first).
# Command: npm run dev (= parcel src/index.html), node v20. Writes ../../new/fw-parcel-{ok,dev,config}.txt.
. "$(dirname "$0")/../fw-common.sh"
port=1234
fw_setup parcel
fw_start; fw_get /; fw_edit src/cart.js 's/, 0)/, 1)/'; fw_get /; fw_stop fw-parcel-ok
fw_setup parcel
fw_start; fw_get /
fw_edit src/cart.js 's/, 0);/, 0;/'; fw_get /
fw_edit src/cart.js 's/, 0;/, 0);/'; fw_get /
fw_edit src/index.js '1i import { money } from "./money.js";
s/+ cartTotal/+ money + cartTotal/'; fw_get /
fw_edit src/index.js '1d; s/money + //'; fw_get /
fw_stop fw-parcel-dev
fw_setup parcel
# A .parcelrc that names a transformer that is not installed.
printf '{"extends": "@parcel/config-default", "transformers": {"*.js": ["parcel-transformer-nope", "..."]}}\n' > .parcelrc
fw_start; fw_stop fw-parcel-config
