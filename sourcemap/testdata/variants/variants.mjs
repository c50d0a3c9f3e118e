// Rewrites esbuild's --sourcemap=linked output (dist/main.js and
// dist/main.js.map) into the map forms other tools and older setups write,
// one site per variant under sites/<variant>/ (see gen.sh):
//
//   legacy-comment  "//@ sourceMappingURL=" (the old syntax)
//   data-percent    an inline map as data:application/json;charset=utf-8,<percent-encoded>
//   map-query       "//# sourceMappingURL=main.js.map?v=42"
//   header          no comment; the server sends "SourceMap: main.js.map"
//   index-map       two banner lines before the code and an index map
//                   ("sections") whose one section starts at line 2
//   cdn             the page on one origin, the script and map on another port
import fs from "node:fs";

const js = fs.readFileSync("dist/main.js", "utf8");
const map = fs.readFileSync("dist/main.js.map", "utf8");
const comment = /\/\/# sourceMappingURL=main\.js\.map\n?$/;
if (!comment.test(js)) throw new Error("esbuild wrote no linked comment");
const code = js.replace(comment, "");
const page = (src) =>
  `<!doctype html>\n<html>\n  <head><meta charset="utf-8"><title>errbundle sourcemap fixture</title></head>\n  <body>\n    <script src="${src}"></script>\n  </body>\n</html>\n`;

const sites = {
  "legacy-comment": { "main.js": code + "//@ sourceMappingURL=main.js.map\n", "main.js.map": map },
  "data-percent": {
    "main.js": code + "//# sourceMappingURL=data:application/json;charset=utf-8," + encodeURIComponent(map) + "\n",
  },
  "map-query": { "main.js": code + "//# sourceMappingURL=main.js.map?v=42\n", "main.js.map": map },
  header: { "main.js": code, "main.js.map": map },
  "index-map": {
    "main.js": "/*! banner: shop v1.0 */\n/*! license: MIT */\n" + code + "//# sourceMappingURL=main.js.map\n",
    "main.js.map": JSON.stringify({ version: 3, file: "main.js", sections: [{ offset: { line: 2, column: 0 }, map: JSON.parse(map) }] }),
  },
  cdn: { "main.js": js, "main.js.map": map },
};
for (const [name, files] of Object.entries(sites)) {
  const dir = `sites/${name}`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [f, body] of Object.entries(files)) fs.writeFileSync(`${dir}/${f}`, body);
  fs.writeFileSync(`${dir}/index.html`, page(name === "cdn" ? "http://127.0.0.1:8485/main.js" : "/main.js"));
}
