import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/src/components/Cart.tsx");import __vite__cjsImport0_react_jsxDevRuntime from "/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=853fb527"; const jsxDEV = __vite__cjsImport0_react_jsxDevRuntime["jsxDEV"];
import * as RefreshRuntime from "/@react-refresh";
const inWebWorker = typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope;
let prevRefreshReg;
let prevRefreshSig;
if (import.meta.hot && !inWebWorker) {
  if (!window.$RefreshReg$) {
    throw new Error(
      "@vitejs/plugin-react can't detect preamble. Something is wrong."
    );
  }
  prevRefreshReg = window.$RefreshReg$;
  prevRefreshSig = window.$RefreshSig$;
  window.$RefreshReg$ = RefreshRuntime.getRefreshReg("/tmp/errbundle-sourcemap-astro/src/components/Cart.tsx");
  window.$RefreshSig$ = RefreshRuntime.createSignatureFunctionForTransform;
}
var _s = $RefreshSig$();
import __vite__cjsImport3_react from "/node_modules/.vite/deps/react.js?v=853fb527"; const useEffect = __vite__cjsImport3_react["useEffect"]; const useState = __vite__cjsImport3_react["useState"];
import { price } from "/src/lib/price.ts";
const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
export default function Cart() {
  _s();
  const [stack, setStack] = useState("");
  useEffect(() => {
    try {
      items.reduce((sum, item) => sum + price(item), 0);
    } catch (err) {
      setStack(String(err.stack));
      console.log("STACK " + String(err.stack));
    }
  }, []);
  return /* @__PURE__ */ jsxDEV("pre", { id: "stack", children: stack }, void 0, false, {
    fileName: "/tmp/errbundle-sourcemap-astro/src/components/Cart.tsx",
    lineNumber: 34,
    columnNumber: 10
  }, this);
}
_s(Cart, "F7VTp9BXMqNrCS8EGMbkrXTSGnA=");
_c = Cart;
var _c;
$RefreshReg$(_c, "Cart");
if (import.meta.hot && !inWebWorker) {
  window.$RefreshReg$ = prevRefreshReg;
  window.$RefreshSig$ = prevRefreshSig;
}
if (import.meta.hot && !inWebWorker) {
  RefreshRuntime.__hmr_import(import.meta.url).then((currentExports) => {
    RefreshRuntime.registerExportsForReactRefresh("/tmp/errbundle-sourcemap-astro/src/components/Cart.tsx", currentExports);
    import.meta.hot.accept((nextExports) => {
      if (!nextExports) return;
      const invalidateMessage = RefreshRuntime.validateRefreshBoundaryAndEnqueueUpdate("/tmp/errbundle-sourcemap-astro/src/components/Cart.tsx", currentExports, nextExports);
      if (invalidateMessage) import.meta.hot.invalidate(invalidateMessage);
    });
  });
}

//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJtYXBwaW5ncyI6IkFBY1M7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBZFQsU0FBU0EsV0FBV0MsZ0JBQWdCO0FBQ3BDLFNBQVNDLGFBQWE7QUFFdEIsTUFBTUMsUUFBUSxDQUFDLEVBQUVDLE1BQU0sT0FBT0YsT0FBTyxFQUFFLEdBQUcsRUFBRUUsTUFBTSxPQUFPRixPQUFPLEdBQUcsQ0FBQztBQUVwRSx3QkFBd0JHLE9BQU87QUFBQUMsS0FBQTtBQUM3QixRQUFNLENBQUNDLE9BQU9DLFFBQVEsSUFBSVAsU0FBUyxFQUFFO0FBQ3JDRCxZQUFVLE1BQU07QUFDZCxRQUFJO0FBQ0ZHLFlBQU1NLE9BQU8sQ0FBQ0MsS0FBS0MsU0FBU0QsTUFBTVIsTUFBTVMsSUFBSSxHQUFHLENBQUM7QUFBQSxJQUNsRCxTQUFTQyxLQUFLO0FBQ1pKLGVBQVNLLE9BQVFELElBQWNMLEtBQUssQ0FBQztBQUFHTyxjQUFRQyxJQUFJLFdBQVdGLE9BQVFELElBQWNMLEtBQUssQ0FBQztBQUFBLElBQzdGO0FBQUEsRUFDRixHQUFHLEVBQUU7QUFDTCxTQUFPLHVCQUFDLFNBQUksSUFBRyxTQUFTQSxtQkFBakI7QUFBQTtBQUFBO0FBQUE7QUFBQSxTQUF1QjtBQUNoQztBQUFDRCxHQVZ1QkQsTUFBSTtBQUFBLEtBQUpBO0FBQUksSUFBQVc7QUFBQSxhQUFBQSxJQUFBIiwibmFtZXMiOlsidXNlRWZmZWN0IiwidXNlU3RhdGUiLCJwcmljZSIsIml0ZW1zIiwibmFtZSIsIkNhcnQiLCJfcyIsInN0YWNrIiwic2V0U3RhY2siLCJyZWR1Y2UiLCJzdW0iLCJpdGVtIiwiZXJyIiwiU3RyaW5nIiwiY29uc29sZSIsImxvZyIsIl9jIl0sImlnbm9yZUxpc3QiOltdLCJzb3VyY2VzIjpbIkNhcnQudHN4Il0sInNvdXJjZXNDb250ZW50IjpbImltcG9ydCB7IHVzZUVmZmVjdCwgdXNlU3RhdGUgfSBmcm9tIFwicmVhY3RcIjtcbmltcG9ydCB7IHByaWNlIH0gZnJvbSBcIi4uL2xpYi9wcmljZVwiO1xuXG5jb25zdCBpdGVtcyA9IFt7IG5hbWU6IFwidGVhXCIsIHByaWNlOiAzIH0sIHsgbmFtZTogXCJjdXBcIiwgcHJpY2U6IC0xIH1dO1xuXG5leHBvcnQgZGVmYXVsdCBmdW5jdGlvbiBDYXJ0KCkge1xuICBjb25zdCBbc3RhY2ssIHNldFN0YWNrXSA9IHVzZVN0YXRlKFwiXCIpO1xuICB1c2VFZmZlY3QoKCkgPT4ge1xuICAgIHRyeSB7XG4gICAgICBpdGVtcy5yZWR1Y2UoKHN1bSwgaXRlbSkgPT4gc3VtICsgcHJpY2UoaXRlbSksIDApO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgc2V0U3RhY2soU3RyaW5nKChlcnIgYXMgRXJyb3IpLnN0YWNrKSk7IGNvbnNvbGUubG9nKFwiU1RBQ0sgXCIgKyBTdHJpbmcoKGVyciBhcyBFcnJvcikuc3RhY2spKTtcbiAgICB9XG4gIH0sIFtdKTtcbiAgcmV0dXJuIDxwcmUgaWQ9XCJzdGFja1wiPntzdGFja308L3ByZT47XG59XG4iXSwiZmlsZSI6Ii90bXAvZXJyYnVuZGxlLXNvdXJjZW1hcC1hc3Ryby9zcmMvY29tcG9uZW50cy9DYXJ0LnRzeCJ9