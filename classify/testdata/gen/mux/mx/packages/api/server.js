// The api of the monorepo: a real HTTP server. Half a second after it
// starts it asks web's Vite dev server for the page's module (whose import
// is broken, so Vite reports its error) and serves a request whose handler
// throws; its error handler logs the report one line per write, 40 ms
// apart, as a slow logger does, so that web's lines interleave with it.
// Then it crashes on the same bug, reported by node itself.
const http = require("http");
const path = require("path");

const routes = { "/": () => "ok" };
const server = http.createServer((req, res) => res.end(routes[req.url]()));
server.listen(3001, () => console.log("api listening on http://localhost:3001"));

function logSlowly(lines, done) {
  if (lines.length === 0) return done();
  process.stderr.write(lines[0] + "\n");
  setTimeout(() => logSlowly(lines.slice(1), done), 40);
}

setTimeout(() => {
  fetch("http://localhost:5173/src/main.js").catch(() => {});
  try {
    routes["/cart"]();
  } catch (err) {
    logSlowly(["GET /cart failed:", ...err.stack.split("\n")], () => {
      // The fix of web's import arrives meanwhile: Vite rebuilds.
      require("fs").writeFileSync(path.join(__dirname, "../web/src/Cart.js"), "export const cart = () => 'cart';\n");
      setTimeout(() => {
        http.get("http://localhost:5173/src/main.js", () => {});
        setTimeout(() => routes["/orders"](), 600);
      }, 400);
    });
  }
}, 1500);
