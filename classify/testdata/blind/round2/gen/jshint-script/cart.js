function total(items) {
  var sum = 0
  for (var i = 0; i < items.length; i++) {
    sum += items[i].price
  }
  return sum;
}
if (total([]) == null) { console.log("empty") }
