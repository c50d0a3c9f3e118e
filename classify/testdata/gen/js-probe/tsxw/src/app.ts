import { createServer } from "node:http";

const routes: Record<string, () => string> = { "/": () => "home" };
const server = createServer((req, res) => res.end(routes[req.url!]()));
server.listen(18467, "127.0.0.1", () => console.log("tsx app on 18467"));
