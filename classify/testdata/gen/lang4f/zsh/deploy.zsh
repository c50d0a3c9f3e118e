#!/usr/bin/env zsh
setopt err_exit

build_assets() {
  local out=dist
  mkdir -p $out
  bundel --minify src/app.js -o $out/app.js
}

build_assets
echo "deployed"
