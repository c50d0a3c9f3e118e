#!/bin/sh
export NODE_ENV=development
npm run migrate
for svc in api web; do
  npm run dev --workspace $svc &
done
wait $(jobs -p
