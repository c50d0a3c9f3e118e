// A static file server for gen.sh: serves DIR on 127.0.0.1:PORT, with a
// SourceMap response header naming "<script>.map" for every .js file when
// SOURCEMAP_HEADER=1. The query string is ignored, as static servers do.
//
//   node serve.mjs DIR PORT
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const [dir, port] = process.argv.slice(2);
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".map": "application/json" };

http
  .createServer((req, res) => {
    const p = path.join(dir, decodeURIComponent(new URL(req.url, "http://x").pathname));
    const file = fs.existsSync(p) && fs.statSync(p).isDirectory() ? path.join(p, "index.html") : p;
    if (!fs.existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    const headers = { "Content-Type": types[path.extname(file)] ?? "application/octet-stream", "Access-Control-Allow-Origin": "*" };
    if (process.env.SOURCEMAP_HEADER === "1" && file.endsWith(".js")) {
      headers.SourceMap = path.basename(file) + ".map";
    }
    res.writeHead(200, headers).end(fs.readFileSync(file));
  })
  .listen(Number(port), "127.0.0.1");
