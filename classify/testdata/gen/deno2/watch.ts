const config = JSON.parse(Deno.readTextFileSync("./config.json"));
console.log("port", config.port);
