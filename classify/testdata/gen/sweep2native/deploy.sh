#!/bin/bash
set -euxo pipefail
echo "deploying $APP_ENV"
mkdir -p build
cp config/app.yaml build/
echo done
