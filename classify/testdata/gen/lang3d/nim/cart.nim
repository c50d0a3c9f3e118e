import std/unittest

proc cartTotal(xs: seq[int]): int =
  for x in xs: result += x

suite "cart":
  test "sums three":
    check cartTotal(@[1, 2, 3]) == 6
  test "sums two":
    check cartTotal(@[2, 2]) == 5
  test "empty cart":
    check cartTotal(@[]) == 1
