import std/unittest
suite "ok":
  test "sums":
    check 1 + 2 == 3
