import { parseMoney } from "/node_modules/.vite/deps/mylib.js?v=784b1439";
import { report } from "/src/report.ts";
function total(texts) {
  let sum = 0;
  for (const t of texts) sum += parseMoney(t);
  return sum;
}
try {
  total(["1.50", "abc"]);
} catch (err) {
  report(err);
}

//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbIm1haW4udHMiXSwic291cmNlc0NvbnRlbnQiOlsiaW1wb3J0IHsgcGFyc2VNb25leSB9IGZyb20gXCJteWxpYlwiO1xuaW1wb3J0IHsgcmVwb3J0IH0gZnJvbSBcIi4vcmVwb3J0XCI7XG5cbmZ1bmN0aW9uIHRvdGFsKHRleHRzOiBzdHJpbmdbXSk6IG51bWJlciB7XG4gIGxldCBzdW0gPSAwO1xuICBmb3IgKGNvbnN0IHQgb2YgdGV4dHMpIHN1bSArPSBwYXJzZU1vbmV5KHQpO1xuICByZXR1cm4gc3VtO1xufVxuXG50cnkge1xuICB0b3RhbChbXCIxLjUwXCIsIFwiYWJjXCJdKTtcbn0gY2F0Y2ggKGVycikge1xuICByZXBvcnQoZXJyKTtcbn1cbiJdLCJtYXBwaW5ncyI6IkFBQUEsU0FBUyxrQkFBa0I7QUFDM0IsU0FBUyxjQUFjO0FBRXZCLFNBQVMsTUFBTSxPQUF5QjtBQUN0QyxNQUFJLE1BQU07QUFDVixhQUFXLEtBQUssTUFBTyxRQUFPLFdBQVcsQ0FBQztBQUMxQyxTQUFPO0FBQ1Q7QUFFQSxJQUFJO0FBQ0YsUUFBTSxDQUFDLFFBQVEsS0FBSyxDQUFDO0FBQ3ZCLFNBQVMsS0FBSztBQUNaLFNBQU8sR0FBRztBQUNaOyIsIm5hbWVzIjpbXX0=