echo "ok"
