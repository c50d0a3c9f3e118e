"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const cart_1 = require("./cart");
const lines = [
    { name: "tea", price: { amount: 4 }, qty: 2 },
    { name: "cup", qty: 1 },
];
console.log("cart total", (0, cart_1.total)(lines));
//# sourceMappingURL=server.js.map