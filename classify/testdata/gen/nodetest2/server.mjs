import http from "node:http";
import { readFileSync } from "node:fs";

const settings = JSON.parse(readFileSync(new URL("./settings.json", import.meta.url), "utf8"));
http.createServer((req, res) => res.end("ok")).listen(settings.port, "127.0.0.1", () => {
  console.log(`listening on ${settings.port}`);
});
