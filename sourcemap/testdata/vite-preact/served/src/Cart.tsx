import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/src/Cart.tsx");        import "/node_modules/@prefresh/core/src/index.js?v=a4c4c13c";        import { flush as flushUpdates } from "/node_modules/@prefresh/utils/src/index.js?v=a4c4c13c";        let prevRefreshReg;        let prevRefreshSig;        if (import.meta.hot) {          prevRefreshReg = self.$RefreshReg$ || (() => {});          prevRefreshSig = self.$RefreshSig$ || (() => (type) => type);          self.$RefreshReg$ = (type, id) => {            self.__PREFRESH__.register(type, "/tmp/errbundle-sourcemap-vite-preact/src/Cart.tsx" + " " + id);          };          self.$RefreshSig$ = () => {            let status = 'begin';            let savedType;            return (type, key, forceReset, getCustomHooks) => {              if (!savedType) savedType = type;              status = self.__PREFRESH__.sign(type || savedType, key, forceReset, getCustomHooks, status);              return type;            };          };        }        import { jsxDEV } from "/node_modules/.vite/deps/preact_jsx-dev-runtime.js?v=ef00a885";
import { price } from "/src/price.ts";
export function Cart(props) {
  const total = props.items.reduce((sum, item) => sum + price(item), 0);
  return /* @__PURE__ */jsxDEV("p", {
    class: "total",
    children: ["Total: ", /* @__PURE__ */jsxDEV("strong", {
      children: total
    }, void 0, false, {
      fileName: "/tmp/errbundle-sourcemap-vite-preact/src/Cart.tsx",
      lineNumber: 7,
      columnNumber: 14
    }, this)]
  }, void 0, true, {
    fileName: "/tmp/errbundle-sourcemap-vite-preact/src/Cart.tsx",
    lineNumber: 6,
    columnNumber: 5
  }, this);
}
_c = Cart;
var _c;
$RefreshReg$(_c, "Cart");

        if (import.meta.hot) {
          self.$RefreshReg$ = prevRefreshReg;
          self.$RefreshSig$ = prevRefreshSig;
          import.meta.hot.accept((m) => {
            try {
              flushUpdates();
            } catch (e) {
              console.log('[PREFRESH] Failed to flush updates:', e);
              self.location.reload();
            }
          });
        }
      
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJtYXBwaW5ncyI6IkFBTWEsU0FBQUEsTUFBQTtBQU5iLFNBQVNDLEtBQUEsUUFBd0I7QUFFMUIsZ0JBQVNDLEtBQUtDLEtBQUEsRUFBMEI7RUFDN0MsTUFBTUMsS0FBQSxHQUFRRCxLQUFBLENBQU1FLEtBQUEsQ0FBTUMsTUFBQSxDQUFPLENBQUNDLEdBQUEsRUFBS0MsSUFBQSxLQUFTRCxHQUFBLEdBQU1OLEtBQUEsQ0FBTU8sSUFBSSxHQUFHLENBQUM7RUFDcEUsT0FDRSxlQUFBUixNQUFBLENBQUM7SUFBRVMsS0FBQSxFQUFNO0lBQVFDLFFBQUEsY0FDUixlQUFBVixNQUFBLENBQUM7TUFBUVUsUUFBQSxFQUFBTjtJQUFBLEdBQVQ7TUFBQU8sUUFBQTtNQUFBQyxVQUFBO01BQUFDLFlBQUE7SUFBQSxPQUFlO0VBQUEsR0FEeEI7SUFBQUYsUUFBQTtJQUFBQyxVQUFBO0lBQUFDLFlBQUE7RUFBQSxPQUVBO0FBRUo7QUFBQUMsRUFBQSxHQVBnQlosSUFBQTtBQUFBLElBQUFZLEVBQUE7QUFBQUMsWUFBQSxDQUFBRCxFQUFBIiwibmFtZXMiOlsianN4REVWIiwicHJpY2UiLCJDYXJ0IiwicHJvcHMiLCJ0b3RhbCIsIml0ZW1zIiwicmVkdWNlIiwic3VtIiwiaXRlbSIsImNsYXNzIiwiY2hpbGRyZW4iLCJmaWxlTmFtZSIsImxpbmVOdW1iZXIiLCJjb2x1bW5OdW1iZXIiLCJfYyIsIiRSZWZyZXNoUmVnJCJdLCJpZ25vcmVMaXN0IjpbXSwic291cmNlcyI6WyJDYXJ0LnRzeCJdLCJzb3VyY2VzQ29udGVudCI6WyJpbXBvcnQgeyBwcmljZSwgdHlwZSBJdGVtIH0gZnJvbSBcIi4vcHJpY2VcIjtcblxuZXhwb3J0IGZ1bmN0aW9uIENhcnQocHJvcHM6IHsgaXRlbXM6IEl0ZW1bXSB9KSB7XG4gIGNvbnN0IHRvdGFsID0gcHJvcHMuaXRlbXMucmVkdWNlKChzdW0sIGl0ZW0pID0+IHN1bSArIHByaWNlKGl0ZW0pLCAwKTtcbiAgcmV0dXJuIChcbiAgICA8cCBjbGFzcz1cInRvdGFsXCI+XG4gICAgICBUb3RhbDogPHN0cm9uZz57dG90YWx9PC9zdHJvbmc+XG4gICAgPC9wPlxuICApO1xufVxuIl0sImZpbGUiOiIvdG1wL2VycmJ1bmRsZS1zb3VyY2VtYXAtdml0ZS1wcmVhY3Qvc3JjL0NhcnQudHN4In0=