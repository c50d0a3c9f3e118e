#!/usr/bin/env zx
await $`echo building`
await $`ls dist/app.js`
await $`echo deployed`
