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
//# sourceMappingURL=data:application/json;charset=utf-8,%7B%0A%20%20%22version%22%3A%203%2C%0A%20%20%22sources%22%3A%20%5B%22..%2Fsrc%2Fcart.js%22%2C%20%22..%2Fsrc%2Findex.js%22%5D%2C%0A%20%20%22sourceRoot%22%3A%20%22http%3A%2F%2F127.0.0.1%3A8484%2F%22%2C%0A%20%20%22sourcesContent%22%3A%20%5B%22export%20class%20Cart%20%7B%5Cn%20%20constructor(items)%20%7B%5Cn%20%20%20%20this.items%20%3D%20items%3B%5Cn%20%20%20%20this.checked%20%3D%20this.total%3B%5Cn%20%20%7D%5Cn%5Cn%20%20get%20total()%20%7B%5Cn%20%20%20%20return%20this.items.reduce((sum%2C%20item)%20%3D%3E%20sum%20%2B%20price(item)%2C%200)%3B%5Cn%20%20%7D%5Cn%7D%5Cn%5Cnfunction%20price(item)%20%7B%5Cn%20%20if%20(item.price%20%3C%200)%20%7B%5Cn%20%20%20%20throw%20new%20RangeError(%5C%22negative%20price%3A%20%5C%22%20%2B%20item.name)%3B%5Cn%20%20%7D%5Cn%20%20return%20item.price%3B%5Cn%7D%5Cn%22%2C%20%22import%20%7B%20Cart%20%7D%20from%20%5C%22.%2Fcart.js%5C%22%3B%5Cn%5Cnfunction%20report(err)%20%7B%5Cn%20%20const%20pre%20%3D%20document.createElement(%5C%22pre%5C%22)%3B%5Cn%20%20pre.id%20%3D%20%5C%22stack%5C%22%3B%5Cn%20%20pre.textContent%20%3D%20String(err.stack)%3B%5Cn%20%20document.body.appendChild(pre)%3B%20console.log(%5C%22STACK%20%5C%22%20%2B%20pre.textContent)%3B%20%2F%2F%20same%20line%3A%20keeps%20the%20line%20numbers%5Cn%7D%5Cn%5Cnasync%20function%20build(items)%20%7B%5Cn%20%20await%20null%3B%5Cn%20%20return%20new%20Cart(items)%3B%5Cn%7D%5Cn%5Cnasync%20function%20load()%20%7B%5Cn%20%20const%20items%20%3D%20%5B%7B%20name%3A%20%5C%22tea%5C%22%2C%20price%3A%203%20%7D%2C%20%7B%20name%3A%20%5C%22cup%5C%22%2C%20price%3A%20-1%20%7D%5D%3B%5Cn%20%20return%20await%20build(items)%3B%5Cn%7D%5Cn%5CnsetTimeout(()%20%3D%3E%20%7B%5Cn%20%20load().catch(report)%3B%5Cn%7D%2C%200)%3B%5Cn%22%5D%2C%0A%20%20%22mappings%22%3A%20%22%3B%3BAAAO%2CMAAM%2COAAN%2CMAAW%3BAAAA%2CIAChB%2CYAAY%2COAAO%3BAACjB%2CWAAK%2CQAAQ%3BAACb%2CWAAK%2CUAAU%2CKAAK%3BAAAA%2CIACtB%3BAAAA%2CIAEA%2CIAAI%2CQAAQ%3BAACV%2CaAAO%2CKAAK%2CMAAM%2COAAO%2CCAAC%2CKAAK%2CSAAS%2CMAAM%2CMAAM%2CIAAI%2CGAAG%2CCAAC%3BAAAA%2CIAC9D%3BAAAA%2CEACF%3BAAEA%2CWAAS%2CMAAM%2CMAAM%3BAACnB%2CQAAI%2CKAAK%2CQAAQ%2CGAAG%3BAAClB%2CYAAM%2CIAAI%2CWAAW%2CqBAAqB%2CKAAK%2CIAAI%3BAAAA%2CIACrD%3BAACA%2CWAAO%2CKAAK%3BAAAA%2CEACd%3B%3B%3BACdA%2CWAAS%2COAAO%2CKAAK%3BAACnB%2CUAAM%2CMAAM%2CSAAS%2CcAAc%2CKAAK%3BAACxC%2CQAAI%2CKAAK%3BAACT%2CQAAI%2CcAAc%2COAAO%2CIAAI%2CKAAK%3BAAClC%2CaAAS%2CKAAK%2CYAAY%2CGAAG%3BAAAG%2CYAAQ%2CIAAI%2CWAAW%2CIAAI%2CWAAW%3BAAAA%2CEACxE%3BAAEA%2CiBAAe%2CMAAM%2COAAO%3BAAC1B%2CUAAM%3BAACN%2CWAAO%2CIAAI%2CKAAK%2CKAAK%3BAAAA%2CEACvB%3BAAEA%2CiBAAe%2COAAO%3BAACpB%2CUAAM%2CQAAQ%2CCAAC%2CEAAE%2CMAAM%2COAAO%2COAAO%2CEAAE%2CGAAG%2CEAAE%2CMAAM%2COAAO%2COAAO%2CGAAG%2CCAAC%3BAACpE%2CWAAO%2CMAAM%2CMAAM%2CKAAK%3BAAAA%2CEAC1B%3BAAEA%2CaAAW%2CMAAM%3BAACf%2CSAAK%2CEAAE%2CMAAM%2CMAAM%3BAAAA%2CEACrB%2CGAAG%2CCAAC%3B%22%2C%0A%20%20%22names%22%3A%20%5B%5D%0A%7D%0A
