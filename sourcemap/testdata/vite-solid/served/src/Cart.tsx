import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/src/Cart.tsx");import { template as _$template } from "/node_modules/.vite/deps/solid-js_web.js?v=a167b8ab";
import { insert as _$insert } from "/node_modules/.vite/deps/solid-js_web.js?v=a167b8ab";
import { $$registry as _$$registry, $$refresh as _$$refresh, $$component as _$$component } from "/@solid-refresh";
const _REGISTRY = _$$registry();
var _tmpl$ = /* @__PURE__ */ _$template(`<p class=total>Total: <strong>`);
import { price } from "/src/price.ts";
export const Cart = _$$component(_REGISTRY, "Cart", function Cart2(props) {
  const total = () => props.items.reduce((sum, item) => sum + price(item), 0);
  return (() => {
    var _el$ = _tmpl$(), _el$2 = _el$.firstChild, _el$3 = _el$2.nextSibling;
    _$insert(_el$3, total);
    return _el$;
  })();
}, {
  location: "src/Cart.tsx:3:7"
});
if (import.meta.hot) {
  _$$refresh("vite", import.meta.hot, _REGISTRY);
  import.meta.hot.accept();
}

//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJtYXBwaW5ncyI6Ijs7Ozs7QUFBQSxTQUFTQSxhQUF3QjtBQUVqQyxhQUFnQkMsT0FBSUMsYUFBQUMsV0FBQSxpQkFBSkYsTUFBS0csT0FBMEI7QUFDN0MsUUFBTUMsUUFBUUEsTUFBTUQsTUFBTUUsTUFBTUMsT0FBTyxDQUFDQyxLQUFLQyxTQUFTRCxNQUFNUixNQUFNUyxJQUFJLEdBQUcsQ0FBQztBQUMxRTtBQUFBLFFBQUFDLE9BQUFDLE9BQUEsR0FBQUMsUUFBQUYsS0FBQUcsWUFBQUMsUUFBQUYsTUFBQUc7QUFBQUMsYUFBQUYsT0FFb0JULEtBQUs7QUFBQSxXQUFBSztBQUFBQSxFQUFBO0FBRzNCLEdBQUM7QUFBQSxFQUFBTyxVQUFBO0FBQUE7QUFBQSxJQUFBQyxZQUFBQyxLQUFBO0FBQUFDLGFBQUEsUUFBQUYsWUFBQUMsS0FBQWhCLFNBQUE7QUFBQWUsY0FBQUMsSUFBQUUsT0FBQTtBQUFBIiwibmFtZXMiOlsicHJpY2UiLCJDYXJ0IiwiXyQkY29tcG9uZW50IiwiX1JFR0lTVFJZIiwicHJvcHMiLCJ0b3RhbCIsIml0ZW1zIiwicmVkdWNlIiwic3VtIiwiaXRlbSIsIl9lbCQiLCJfdG1wbCQiLCJfZWwkMiIsImZpcnN0Q2hpbGQiLCJfZWwkMyIsIm5leHRTaWJsaW5nIiwiXyRpbnNlcnQiLCJsb2NhdGlvbiIsImltcG9ydCIsImhvdCIsIl8kJHJlZnJlc2giLCJhY2NlcHQiXSwiaWdub3JlTGlzdCI6W10sInNvdXJjZXMiOlsiQ2FydC50c3giXSwic291cmNlc0NvbnRlbnQiOlsiaW1wb3J0IHsgcHJpY2UsIHR5cGUgSXRlbSB9IGZyb20gXCIuL3ByaWNlXCI7XG5cbmV4cG9ydCBmdW5jdGlvbiBDYXJ0KHByb3BzOiB7IGl0ZW1zOiBJdGVtW10gfSkge1xuICBjb25zdCB0b3RhbCA9ICgpID0+IHByb3BzLml0ZW1zLnJlZHVjZSgoc3VtLCBpdGVtKSA9PiBzdW0gKyBwcmljZShpdGVtKSwgMCk7XG4gIHJldHVybiAoXG4gICAgPHAgY2xhc3M9XCJ0b3RhbFwiPlxuICAgICAgVG90YWw6IDxzdHJvbmc+e3RvdGFsKCl9PC9zdHJvbmc+XG4gICAgPC9wPlxuICApO1xufVxuIl0sImZpbGUiOiIvdG1wL2VycmJ1bmRsZS1zb3VyY2VtYXAtdml0ZS1zb2xpZC9zcmMvQ2FydC50c3gifQ==