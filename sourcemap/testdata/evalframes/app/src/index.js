import { compile, run } from "./dynamic.js";

function report(err) {
  const pre = document.createElement("pre");
  pre.id = "stack";
  pre.textContent = String(err.stack);
  document.body.appendChild(pre); console.log("STACK " + pre.textContent); // same line: keeps the line numbers
}

window.compile = compile;
try {
  run("const f = compile('return x.missing.boom;');\nf({});");
} catch (err) {
  report(err);
}
