(() => {
  // src/cart.js
  var Cart = class {
    constructor(items) {
      this.items = items;
      this.label = "Kasse \u2013 \u20AC";
      this.checked = this.total;
    }
    get total() {
      const name = "Gr\xF6\xDFe \u{1F375}";
      return this.items.reduce((sum, item) => sum + price(item), 0);
    }
  };
  function price(item) {
    if (item.price < 0) {
      const why = "n\xE9gatif \u{1F375}";
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
    const note = "\u{1F9FE} re\xE7u";
    return new Cart(items);
  }
  async function load() {
    const items = [{ name: "th\xE9", price: 3 }, { name: "tasse", price: -1 }];
    return await build(items);
  }
  setTimeout(() => {
    load().catch(report);
  }, 0);
})();
//# sourceMappingURL=main.js.map
