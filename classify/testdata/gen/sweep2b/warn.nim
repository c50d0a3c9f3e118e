import strutils

proc total(xs: seq[int]): int =
  var unused = 3
  for x in xs:
    result += x

echo total(@[1, 2])
