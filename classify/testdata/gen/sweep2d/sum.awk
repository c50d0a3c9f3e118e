{ total += $2 }
END {
  printf "total: %d\n", total
  print substr("abc", 2, 1, 9)
}
