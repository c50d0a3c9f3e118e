echo "errors: 0"
