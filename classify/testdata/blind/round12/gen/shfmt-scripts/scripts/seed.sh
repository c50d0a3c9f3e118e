#!/bin/bash
set -e
for f in seeds/*.sql; do
  psql "$DATABASE_URL" -f "$f"
done
if [[ -n "$EXTRA" ]] then
  psql "$DATABASE_URL" -f "$EXTRA"
fi
