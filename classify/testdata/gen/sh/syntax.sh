echo "start"
if [ -f x ]; then
  echo "yes"
