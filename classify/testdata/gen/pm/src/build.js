const fs = require("node:fs");

const manifest = JSON.parse(fs.readFileSync(__dirname + "/manifest.json", "utf8"));
console.log("building", manifest.name);
