import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/src/Profile.tsx");import __vite__cjsImport0_react_jsxDevRuntime from "/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=6c726b96"; const jsxDEV = __vite__cjsImport0_react_jsxDevRuntime["jsxDEV"];
var _s = $RefreshSig$();
import __vite__cjsImport1_react from "/node_modules/.vite/deps/react.js?v=6c726b96"; const useState = __vite__cjsImport1_react["useState"];
export function Profile({ user }) {
  _s();
  const [open, setOpen] = useState(false);
  return /* @__PURE__ */ jsxDEV("div", { className: "profile", onClick: () => setOpen(!open), children: [
    user.name,
    " ",
    open ? user.email : ""
  ] }, void 0, true, {
    fileName: "/tmp/errbundle-sourcemap-vite7/src/Profile.tsx",
    lineNumber: 8,
    columnNumber: 5
  }, this);
}
_s(Profile, "xG1TONbKtDWtdOTrXaTAsNhPg/Q=");
_c = Profile;
export function formatEmail(user) {
  const domain = user.email.split("@")[1];
  if (!domain) {
    throw new Error(`bad email for ${user.name}`);
  }
  return domain.toUpperCase();
}
var _c;
$RefreshReg$(_c, "Profile");
import * as RefreshRuntime from "/@react-refresh";
const inWebWorker = typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope;
if (import.meta.hot && !inWebWorker) {
  if (!window.$RefreshReg$) {
    throw new Error(
      "@vitejs/plugin-react can't detect preamble. Something is wrong."
    );
  }
  RefreshRuntime.__hmr_import(import.meta.url).then((currentExports) => {
    RefreshRuntime.registerExportsForReactRefresh("/tmp/errbundle-sourcemap-vite7/src/Profile.tsx", currentExports);
    import.meta.hot.accept((nextExports) => {
      if (!nextExports) return;
      const invalidateMessage = RefreshRuntime.validateRefreshBoundaryAndEnqueueUpdate("/tmp/errbundle-sourcemap-vite7/src/Profile.tsx", currentExports, nextExports);
      if (invalidateMessage) import.meta.hot.invalidate(invalidateMessage);
    });
  });
}
function $RefreshReg$(type, id) {
  return RefreshRuntime.register(type, "/tmp/errbundle-sourcemap-vite7/src/Profile.tsx " + id);
}
function $RefreshSig$() {
  return RefreshRuntime.createSignatureFunctionForTransform();
}

//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJtYXBwaW5ncyI6IkFBT0k7O0FBUEosU0FBU0EsZ0JBQWdCO0FBSWxCLGdCQUFTQyxRQUFRLEVBQUVDLEtBQXFCLEdBQUc7QUFBQUMsS0FBQTtBQUNoRCxRQUFNLENBQUNDLE1BQU1DLE9BQU8sSUFBSUwsU0FBUyxLQUFLO0FBQ3RDLFNBQ0UsdUJBQUMsU0FBSSxXQUFVLFdBQVUsU0FBUyxNQUFNSyxRQUFRLENBQUNELElBQUksR0FDbERGO0FBQUFBLFNBQUtJO0FBQUFBLElBQUs7QUFBQSxJQUFFRixPQUFPRixLQUFLSyxRQUFRO0FBQUEsT0FEbkM7QUFBQTtBQUFBO0FBQUE7QUFBQSxTQUVBO0FBRUo7QUFBQ0osR0FQZUYsU0FBTztBQUFBLEtBQVBBO0FBU1QsZ0JBQVNPLFlBQVlOLE1BQW9CO0FBQzlDLFFBQU1PLFNBQVNQLEtBQUtLLE1BQU9HLE1BQU0sR0FBRyxFQUFFLENBQUM7QUFDdkMsTUFBSSxDQUFDRCxRQUFRO0FBQ1gsVUFBTSxJQUFJRSxNQUFNLGlCQUFpQlQsS0FBS0ksSUFBSSxFQUFFO0FBQUEsRUFDOUM7QUFDQSxTQUFPRyxPQUFPRyxZQUFZO0FBQzVCO0FBQUMsSUFBQUM7QUFBQSxhQUFBQSxJQUFBIiwibmFtZXMiOlsidXNlU3RhdGUiLCJQcm9maWxlIiwidXNlciIsIl9zIiwib3BlbiIsInNldE9wZW4iLCJuYW1lIiwiZW1haWwiLCJmb3JtYXRFbWFpbCIsImRvbWFpbiIsInNwbGl0IiwiRXJyb3IiLCJ0b1VwcGVyQ2FzZSIsIl9jIl0sImlnbm9yZUxpc3QiOltdLCJzb3VyY2VzIjpbIlByb2ZpbGUudHN4Il0sInNvdXJjZXNDb250ZW50IjpbImltcG9ydCB7IHVzZVN0YXRlIH0gZnJvbSBcInJlYWN0XCI7XG5cbmV4cG9ydCB0eXBlIFVzZXIgPSB7IG5hbWU6IHN0cmluZzsgZW1haWw/OiBzdHJpbmcgfTtcblxuZXhwb3J0IGZ1bmN0aW9uIFByb2ZpbGUoeyB1c2VyIH06IHsgdXNlcjogVXNlciB9KSB7XG4gIGNvbnN0IFtvcGVuLCBzZXRPcGVuXSA9IHVzZVN0YXRlKGZhbHNlKTtcbiAgcmV0dXJuIChcbiAgICA8ZGl2IGNsYXNzTmFtZT1cInByb2ZpbGVcIiBvbkNsaWNrPXsoKSA9PiBzZXRPcGVuKCFvcGVuKX0+XG4gICAgICB7dXNlci5uYW1lfSB7b3BlbiA/IHVzZXIuZW1haWwgOiBcIlwifVxuICAgIDwvZGl2PlxuICApO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gZm9ybWF0RW1haWwodXNlcjogVXNlcik6IHN0cmluZyB7XG4gIGNvbnN0IGRvbWFpbiA9IHVzZXIuZW1haWwhLnNwbGl0KFwiQFwiKVsxXTtcbiAgaWYgKCFkb21haW4pIHtcbiAgICB0aHJvdyBuZXcgRXJyb3IoYGJhZCBlbWFpbCBmb3IgJHt1c2VyLm5hbWV9YCk7XG4gIH1cbiAgcmV0dXJuIGRvbWFpbi50b1VwcGVyQ2FzZSgpO1xufVxuIl0sImZpbGUiOiIvdG1wL2VycmJ1bmRsZS1zb3VyY2VtYXAtdml0ZTcvc3JjL1Byb2ZpbGUudHN4In0=