total() { echo $(( $1 + $2 )); }

@test "sums two" {
  result="$(total 2 2)"
  [ "$result" -eq 5 ]
}

@test "sums three" {
  result="$(total 1 2)"
  [ "$result" -eq 3 ]
}
