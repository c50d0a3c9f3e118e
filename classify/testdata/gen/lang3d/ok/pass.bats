@test "sums" {
  [ "$(( 1 + 2 ))" -eq 3 ]
}
