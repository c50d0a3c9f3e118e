/*jslint browser */
function total(items) {
    var sum = 0;
    items.forEach(function (item) {
        sum = sum + item.price
    });
    return sum;
}

function render(items, options) {
    const el = document.getElementById("total");
    el.textContent = "$" + (total(items) / 100).toFixed(2);
    if (items.length == 0) {
        el.textContent = "empty";
    }
}

export default Object.freeze({render});
