#!/bin/sh
# js-sweep-2, batch 6 (probe): Angular CLI 20 (@angular/build:application, esbuild).
# TOOLS (/tmp/eb-js2-ng): npm install --legacy-peer-deps @angular/cli@20 @angular/build@20
# @angular/core@20 @angular/common@20 @angular/compiler@20 @angular/compiler-cli@20
# @angular/platform-browser@20 rxjs tslib typescript@5.8 (Angular 20.3.x).
# 1. ng build of app/ (a *ngFor without NgFor imported, a TS error);
# 2. ng serve of app/ with NgFor imported (a strictTemplates error), then the
#    template fixed while it serves.
# Usage: sh gen.sh; writes ../../new/js2n-*.txt. Paths are rewritten to /project.
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../new
: ${TOOLS:=/tmp/eb-js2-ng}
work=/tmp/eb-gen-js2-ng
rm -rf $work && mkdir -p $work && cp -r $here/app $work/ && cd $work/app
case $(pwd) in "$work"*) ;; *) echo "gen.sh: could not set up $work" >&2; exit 1 ;; esac # never write into testdata
ln -s $TOOLS/node_modules node_modules
export NG_CLI_ANALYTICS=false
CI=1 node_modules/.bin/ng build > $out/js2n-ng-build.txt 2>&1
c=src/app/app.component.ts
sed -i "s#^import { Component } from '@angular/core';#import { Component } from '@angular/core';\nimport { NgFor } from '@angular/common';#; s#selector: 'app-root',#selector: 'app-root',\n  imports: [NgFor],#; s#return this.items.reduce((s, i) => s + i.price, 0);#return String(this.items.reduce((s, i) => s + i.price, 0));#" $c
node_modules/.bin/ng serve --port 18503 > $out/js2n-ng-serve.txt 2>&1 &
pid=$!
sleep 15
sed -i 's/item.nme/item.name/' $c
sleep 8
kill $pid; wait $pid 2>/dev/null
sed -i "s#$work#/project#g; s#$TOOLS#/tools#g" $out/js2n-*.txt
