/*jslint browser */
function total(items) {
    return items.reduce(function (sum, item) {
        return sum + item.price;
    }, 0);
}

function render(items) {
    const el = document.getElementById("total");
    const dollars = total(items) / 100;
    el.textContent = "$" + dollars.toFixed(2);
}

export default Object.freeze({render});
