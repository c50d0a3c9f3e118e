#!/bin/sh
# fw-sweep (batch E, held out): Storybook 9 dev with @storybook/html-vite (Vite 7), from
# package.json + package-lock.json here; npm ci first.
# Command: npm run dev (= storybook dev -p 18611 --ci --no-open), node v20.
# Writes ../../new/fw-storybook-{ok,dev,config}.txt.
: ${FW_BOOT:=20} ${FW_PAUSE:=4}
. "$(dirname "$0")/../fw-common.sh"
port=18611
fw_setup storybook
fw_start; fw_get /; fw_get /index.json; fw_edit src/Button.stories.js 's/Add to cart/Buy/'; fw_get /index.json; fw_stop fw-storybook-ok
fw_setup storybook
# A story file that does not parse (fixed), a story that throws at import (fixed), a missing import (fixed).
fw_start; fw_get /index.json
fw_edit src/Button.stories.js "s#'<button>Add to cart</button>';#'<button>Add to cart</button>;#"; fw_get /index.json
fw_edit src/Button.stories.js "s#'<button>Add to cart</button>;#'<button>Add to cart</button>';#"; fw_get /index.json
fw_edit src/Price.stories.js "1i throw new TypeError('price stories broken');"; fw_get /index.json; fw_get /src/Price.stories.js
fw_edit src/Price.stories.js '1d'; fw_get /index.json
fw_edit src/Price.stories.js "s#./price.js#./prices.js#"; fw_get /index.json; fw_get /src/Price.stories.js
fw_edit src/Price.stories.js "s#./prices.js#./price.js#"; fw_get /index.json
fw_stop fw-storybook-dev
fw_setup storybook
# A main.js naming a framework that is not installed.
sed -i "s#@storybook/html-vite#@storybook/react-vite#" .storybook/main.js
fw_start; fw_stop fw-storybook-config
