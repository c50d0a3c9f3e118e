// A project plugin serving a virtual module, which fails to read its input.
import { readFileSync } from "node:fs";

function buildInfo() {
  return {
    name: "build-info",
    resolveId(id) {
      if (id === "virtual:build-info") return "\0build-info";
    },
    load(id) {
      if (id === "\0build-info") {
        const pkg = JSON.parse(readFileSync("./package.json", "utf8"));
        return `export const version = ${JSON.stringify(pkg.version.trim())};`;
      }
    },
  };
}

export default { plugins: [buildInfo()] };
