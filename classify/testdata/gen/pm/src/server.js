const http = require("node:http");
const { routes } = require("./routes");

http.createServer((req, res) => res.end(routes[req.url]())).listen(18466, "127.0.0.1", () => {
  console.log("api on 18466");
});
