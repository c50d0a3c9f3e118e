{ total += $2 }
END { print "total", total
