(() => {
  // src/dynamic.js
  function compile(body) {
    return new Function("x", body);
  }
  function run(code) {
    return eval(code);
  }

  // src/index.js
  function report(err) {
    const pre = document.createElement("pre");
    pre.id = "stack";
    pre.textContent = String(err.stack);
    document.body.appendChild(pre);
    console.log("STACK " + pre.textContent);
  }
  window.compile = compile;
  try {
    run("const f = compile('return x.missing.boom;');\nf({});");
  } catch (err) {
    report(err);
  }
})();
//# sourceMappingURL=main.js.map
