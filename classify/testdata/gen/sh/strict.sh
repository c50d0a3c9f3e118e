set -eu
echo "checking env"
echo "target: $DEPLOY_TARGET"
