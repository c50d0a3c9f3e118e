var total = function(items){
    var sum = 0
    for (var i = 0; i < items.length; i++) { sum += items[i].price }
    return sum
}
module.exports = total;
