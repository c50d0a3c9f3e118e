// src/cart.js
class Cart {
  constructor(items) {
    this.items = items;
    this.label = "Kasse – €";
    this.checked = this.total;
  }
  get total() {
    const name = "Größe \uD83C\uDF75";
    return this.items.reduce((sum, item) => sum + price(item), 0);
  }
}
function price(item) {
  if (item.price < 0) {
    const why = "négatif \uD83C\uDF75";
    throw new RangeError(why + ": " + item.name);
  }
  return item.price;
}

// src/index.js
function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String(err.stack);
  document.body.appendChild(pre);
  console.log("STACK " + pre.textContent);
}
async function build(items) {
  await null;
  const note = "\uD83E\uDDFE reçu";
  return new Cart(items);
}
async function load() {
  const items = [{ name: "thé", price: 3 }, { name: "tasse", price: -1 }];
  return await build(items);
}
setTimeout(() => {
  load().catch(report);
}, 0);

//# debugId=DF37411ED23838BE64756E2164756E21
