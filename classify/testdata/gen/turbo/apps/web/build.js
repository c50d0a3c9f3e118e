console.log("building web");
const cfg = require("./nope.json");
