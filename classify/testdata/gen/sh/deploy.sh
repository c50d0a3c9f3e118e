echo "deploying build 42"
foo_not_here --fast
cd /nonexistent/dir
cat missing.conf
echo "done"
