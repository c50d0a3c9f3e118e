import tables

let prices = {"tea": 300, "cake": 450}.toTable

proc total(names: seq[string]): int =
  for n in names:
    result += prices[n]

echo "tea: ", total(@["tea"])
echo "coffee: ", total(@["tea", "coffee"])
