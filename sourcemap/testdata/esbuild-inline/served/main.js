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
  }
  try {
    console.log(divide(1, 0));
  } catch (err) {
    report(err);
  }
})();
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vc3JjL21hdGguanMiLCAiLi4vc3JjL2luZGV4LmpzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJleHBvcnQgZnVuY3Rpb24gZGl2aWRlKGEsIGIpIHtcbiAgaWYgKGIgPT09IDApIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihcImRpdmlzaW9uIGJ5IHplcm86IFwiICsgYSArIFwiL1wiICsgYik7XG4gIH1cbiAgcmV0dXJuIGEgLyBiO1xufVxuIiwgImltcG9ydCB7IGRpdmlkZSB9IGZyb20gXCIuL21hdGguanNcIjtcblxuZnVuY3Rpb24gcmVwb3J0KGVycikge1xuICBjb25zdCBwcmUgPSBkb2N1bWVudC5jcmVhdGVFbGVtZW50KFwicHJlXCIpO1xuICBwcmUuaWQgPSBcInN0YWNrXCI7XG4gIHByZS50ZXh0Q29udGVudCA9IFN0cmluZyhlcnIuc3RhY2spO1xuICBkb2N1bWVudC5ib2R5LmFwcGVuZENoaWxkKHByZSk7XG59XG5cbnRyeSB7XG4gIGNvbnNvbGUubG9nKGRpdmlkZSgxLCAwKSk7XG59IGNhdGNoIChlcnIpIHtcbiAgcmVwb3J0KGVycik7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOztBQUFPLFdBQVMsT0FBTyxHQUFHLEdBQUc7QUFDM0IsUUFBSSxNQUFNLEdBQUc7QUFDWCxZQUFNLElBQUksV0FBVyx1QkFBdUIsSUFBSSxNQUFNLENBQUM7QUFBQSxJQUN6RDtBQUNBLFdBQU8sSUFBSTtBQUFBLEVBQ2I7OztBQ0hBLFdBQVMsT0FBTyxLQUFLO0FBQ25CLFVBQU0sTUFBTSxTQUFTLGNBQWMsS0FBSztBQUN4QyxRQUFJLEtBQUs7QUFDVCxRQUFJLGNBQWMsT0FBTyxJQUFJLEtBQUs7QUFDbEMsYUFBUyxLQUFLLFlBQVksR0FBRztBQUFBLEVBQy9CO0FBRUEsTUFBSTtBQUNGLFlBQVEsSUFBSSxPQUFPLEdBQUcsQ0FBQyxDQUFDO0FBQUEsRUFDMUIsU0FBUyxLQUFLO0FBQ1osV0FBTyxHQUFHO0FBQUEsRUFDWjsiLAogICJuYW1lcyI6IFtdCn0K
