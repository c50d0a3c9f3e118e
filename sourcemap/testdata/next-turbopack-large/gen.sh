#!/bin/sh
# Records a large real Turbopack dev chunk map for BenchmarkLargeDevMap
# (sourcemap/largemap_bench_test.go): a Next.js 16 client page that
# imports TypeScript's compiler (9 MB of JavaScript), served by `next dev`
# (Turbopack). The map is not in git (tens of MB): this script writes the
# page's largest chunk and its map to $1 (default /tmp/errbundle-largemap),
# and `make bench-largemap` runs it before the benchmark.
# Needs node, npm (the registry or its cache) and curl.
set -eu
out=${1:-/tmp/errbundle-largemap}
here=$(cd "$(dirname "$0")" && pwd)
app=$here/../../../testdata/apps/next
scratch=$(mktemp -d /tmp/errbundle-largemap-app.XXXXXX)
trap 'kill $pid 2>/dev/null || true; rm -rf "$scratch"' EXIT
cp "$app/package.json" "$app/package-lock.json" "$app/tsconfig.json" "$scratch/"
printf 'const nextConfig = { turbopack: { root: import.meta.dirname }, devIndicators: false };\nexport default nextConfig;\n' > "$scratch/next.config.mjs"
mkdir -p "$scratch/app"
cat > "$scratch/app/layout.tsx" <<'TSX'
import type { ReactNode } from "react";
export default function RootLayout({ children }: { children: ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
TSX
cat > "$scratch/app/page.tsx" <<'TSX'
"use client";
import ts from "typescript";
export default function Page() {
  const out = ts.transpileModule("const a: number = 1", {}).outputText;
  return <pre>{ts.version} {out}</pre>;
}
TSX
(cd "$scratch" && npm ci --no-audit --no-fund --loglevel=error)
port=3417
(cd "$scratch" && NEXT_TELEMETRY_DISABLED=1 exec node_modules/.bin/next dev -H 127.0.0.1 --port $port) >"$scratch/next.log" 2>&1 &
pid=$!
origin=http://127.0.0.1:$port
i=0
until curl -fsS -o "$scratch/page.html" "$origin/"; do
  i=$((i + 1)); [ $i -lt 120 ] || { cat "$scratch/next.log"; exit 1; }; sleep 1
done
mkdir -p "$out"
best=0
for src in $(grep -o '/_next/static/chunks/[^"]*\.js' "$scratch/page.html" | sort -u); do
  name=$(basename "$src")
  curl -fsS -o "$scratch/$name" "$origin$src"
  curl -fsS -o "$scratch/$name.map" "$origin$src.map" || continue
  size=$(wc -c <"$scratch/$name.map")
  if [ "$size" -gt "$best" ]; then
    best=$size
    cp "$scratch/$name" "$out/chunk.js"
    cp "$scratch/$name.map" "$out/chunk.js.map"
    echo "$src" >"$out/URL"
  fi
done
"$scratch/node_modules/.bin/next" --version >"$out/VERSION"
echo "largest chunk map: $(cat "$out/URL") ($best bytes) in $out"
