const { total } = require("./cart");
console.log(total([1, 2]));
