"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.total = total;
function total(lines) {
    let sum = 0;
    for (const line of lines) {
        sum += line.price.amount * line.qty; // BUG:no-price
    }
    return sum;
}
//# sourceMappingURL=cart.js.map