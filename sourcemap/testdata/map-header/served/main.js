(() => {
  // src/cart.js
  var Cart = class {
    constructor(items) {
      this.items = items;
      this.checked = this.total;
    }
    get total() {
      return this.items.reduce((sum, item) => sum + price(item), 0);
    }
  };
  function price(item) {
    if (item.price < 0) {
      throw new RangeError("negative price: " + item.name);
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
    return new Cart(items);
  }
  async function load() {
    const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
    return await build(items);
  }
  setTimeout(() => {
    load().catch(report);
  }, 0);
})();
