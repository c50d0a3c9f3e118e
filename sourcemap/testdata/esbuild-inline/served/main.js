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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vc3JjL21hdGguanMiLCAiLi4vc3JjL2luZGV4LmpzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJleHBvcnQgZnVuY3Rpb24gZGl2aWRlKGEsIGIpIHtcbiAgaWYgKGIgPT09IDApIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihcImRpdmlzaW9uIGJ5IHplcm86IFwiICsgYSArIFwiL1wiICsgYik7XG4gIH1cbiAgcmV0dXJuIGEgLyBiO1xufVxuIiwgImltcG9ydCB7IGRpdmlkZSB9IGZyb20gXCIuL21hdGguanNcIjtcblxuZnVuY3Rpb24gcmVwb3J0KGVycikge1xuICBjb25zdCBwcmUgPSBkb2N1bWVudC5jcmVhdGVFbGVtZW50KFwicHJlXCIpO1xuICBwcmUuaWQgPSBcInN0YWNrXCI7XG4gIHByZS50ZXh0Q29udGVudCA9IFN0cmluZyhlcnIuc3RhY2spO1xuICBkb2N1bWVudC5ib2R5LmFwcGVuZENoaWxkKHByZSk7IGNvbnNvbGUubG9nKFwiU1RBQ0sgXCIgKyBwcmUudGV4dENvbnRlbnQpOyAvLyBzYW1lIGxpbmU6IGtlZXBzIHRoZSBsaW5lIG51bWJlcnNcbn1cblxudHJ5IHtcbiAgY29uc29sZS5sb2coZGl2aWRlKDEsIDApKTtcbn0gY2F0Y2ggKGVycikge1xuICByZXBvcnQoZXJyKTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7O0FBQU8sV0FBUyxPQUFPLEdBQUcsR0FBRztBQUMzQixRQUFJLE1BQU0sR0FBRztBQUNYLFlBQU0sSUFBSSxXQUFXLHVCQUF1QixJQUFJLE1BQU0sQ0FBQztBQUFBLElBQ3pEO0FBQ0EsV0FBTyxJQUFJO0FBQUEsRUFDYjs7O0FDSEEsV0FBUyxPQUFPLEtBQUs7QUFDbkIsVUFBTSxNQUFNLFNBQVMsY0FBYyxLQUFLO0FBQ3hDLFFBQUksS0FBSztBQUNULFFBQUksY0FBYyxPQUFPLElBQUksS0FBSztBQUNsQyxhQUFTLEtBQUssWUFBWSxHQUFHO0FBQUcsWUFBUSxJQUFJLFdBQVcsSUFBSSxXQUFXO0FBQUEsRUFDeEU7QUFFQSxNQUFJO0FBQ0YsWUFBUSxJQUFJLE9BQU8sR0FBRyxDQUFDLENBQUM7QUFBQSxFQUMxQixTQUFTLEtBQUs7QUFDWixXQUFPLEdBQUc7QUFBQSxFQUNaOyIsCiAgIm5hbWVzIjogW10KfQo=
