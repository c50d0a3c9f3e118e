proc label(n: int): string =
  result = "total: " & n

var unused = 3
echo label(5)
