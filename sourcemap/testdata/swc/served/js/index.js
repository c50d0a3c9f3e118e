import { Cart } from "./cart.js";
function report(err) {
    const pre = document.createElement("pre");
    pre.id = "stack";
    pre.textContent = String(err.stack);
    document.body.appendChild(pre);
    console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}
async function build(items) {
    await null;
    const note = "🧾 reçu";
    return new Cart(items);
}
async function load() {
    const items = [
        {
            name: "thé",
            price: 3
        },
        {
            name: "tasse",
            price: -1
        }
    ];
    return await build(items);
}
setTimeout(()=>{
    load().catch(report);
}, 0);

//# sourceMappingURL=index.js.map