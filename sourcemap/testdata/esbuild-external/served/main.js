(() => {
  // src/math.js
  function divide(a, b) {
    if (b === 0) {
      throw new RangeError("division by zero: " + a + "/" + b);
    }
    return a / b;
  }

  // src/index.js
  function report(err) {
    const pre = document.createElement("pre");
    pre.id = "stack";
    pre.textContent = String(err.stack);
    document.body.appendChild(pre);
    console.log("STACK " + pre.textContent);
  }
  try {
    console.log(divide(1, 0));
  } catch (err) {
    report(err);
  }
})();
//# sourceMappingURL=main.js.map
