import { createHotContext as __vite__createHotContext } from "/@vite/client";import.meta.hot = __vite__createHotContext("/src/Profile.tsx");const useState = __vite__cjsImport0_react["useState"];const _jsxDEV = __vite__cjsImport1_react_jsxDevRuntime["jsxDEV"];import __vite__cjsImport0_react from "/node_modules/.vite/deps/react.js?v=72e4bd2c";
var _jsxFileName = "/tmp/errbundle-sourcemap-vite8/src/Profile.tsx";
import __vite__cjsImport1_react_jsxDevRuntime from "/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=72e4bd2c";
var _s = $RefreshSig$();
export function Profile({ user }) {
	_s();
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ _jsxDEV("div", {
		className: "profile",
		onClick: () => setOpen(!open),
		children: [
			user.name,
			" ",
			open ? user.email : ""
		]
	}, void 0, true, {
		fileName: _jsxFileName,
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
const inWebWorker = typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope;
import * as __vite_react_currentExports from "/src/Profile.tsx";
if (import.meta.hot && !inWebWorker) {
  if (!window.$RefreshReg$) {
    throw new Error(
      "@vitejs/plugin-react can't detect preamble. Something is wrong."
    );
  }

  const currentExports = __vite_react_currentExports;
  queueMicrotask(() => {
    RefreshRuntime.registerExportsForReactRefresh("/tmp/errbundle-sourcemap-vite8/src/Profile.tsx", currentExports);
    import.meta.hot.accept((nextExports) => {
      if (!nextExports) return;
      const invalidateMessage = RefreshRuntime.validateRefreshBoundaryAndEnqueueUpdate("/tmp/errbundle-sourcemap-vite8/src/Profile.tsx", currentExports, nextExports);
      if (invalidateMessage) import.meta.hot.invalidate(invalidateMessage);
    });
  });
}
function $RefreshReg$(type, id) { return RefreshRuntime.register(type, "/tmp/errbundle-sourcemap-vite8/src/Profile.tsx" + ' ' + id); }
function $RefreshSig$() { return RefreshRuntime.createSignatureFunctionForTransform(); }

//# sourceMappingURL=data:application/json;base64,eyJtYXBwaW5ncyI6IkFBQUEsU0FBUyxnQkFBZ0I7Ozs7QUFJekIsT0FBTyxTQUFTLFFBQVEsRUFBRSxRQUF3Qjs7Q0FDaEQsTUFBTSxDQUFDLE1BQU0sV0FBVyxTQUFTLEtBQUs7Q0FDdEMsT0FDRSx3QkFBQyxPQUFEO0VBQUssV0FBVTtFQUFVLGVBQWUsUUFBUSxDQUFDLElBQUk7WUFBckQ7R0FDRyxLQUFLO0dBQUs7R0FBRSxPQUFPLEtBQUssUUFBUTtFQUM5Qjs7Ozs7O0FBRVQ7OztBQUVBLE9BQU8sU0FBUyxZQUFZLE1BQW9CO0NBQzlDLE1BQU0sU0FBUyxLQUFLLE1BQU8sTUFBTSxHQUFHLENBQUMsQ0FBQztDQUN0QyxJQUFJLENBQUMsUUFBUTtFQUNYLE1BQU0sSUFBSSxNQUFNLGlCQUFpQixLQUFLLE1BQU07Q0FDOUM7Q0FDQSxPQUFPLE9BQU8sWUFBWTtBQUM1QiIsIm5hbWVzIjpbXSwic291cmNlcyI6WyJQcm9maWxlLnRzeCJdLCJ2ZXJzaW9uIjozLCJzb3VyY2VzQ29udGVudCI6WyJpbXBvcnQgeyB1c2VTdGF0ZSB9IGZyb20gXCJyZWFjdFwiO1xuXG5leHBvcnQgdHlwZSBVc2VyID0geyBuYW1lOiBzdHJpbmc7IGVtYWlsPzogc3RyaW5nIH07XG5cbmV4cG9ydCBmdW5jdGlvbiBQcm9maWxlKHsgdXNlciB9OiB7IHVzZXI6IFVzZXIgfSkge1xuICBjb25zdCBbb3Blbiwgc2V0T3Blbl0gPSB1c2VTdGF0ZShmYWxzZSk7XG4gIHJldHVybiAoXG4gICAgPGRpdiBjbGFzc05hbWU9XCJwcm9maWxlXCIgb25DbGljaz17KCkgPT4gc2V0T3Blbighb3Blbil9PlxuICAgICAge3VzZXIubmFtZX0ge29wZW4gPyB1c2VyLmVtYWlsIDogXCJcIn1cbiAgICA8L2Rpdj5cbiAgKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGZvcm1hdEVtYWlsKHVzZXI6IFVzZXIpOiBzdHJpbmcge1xuICBjb25zdCBkb21haW4gPSB1c2VyLmVtYWlsIS5zcGxpdChcIkBcIilbMV07XG4gIGlmICghZG9tYWluKSB7XG4gICAgdGhyb3cgbmV3IEVycm9yKGBiYWQgZW1haWwgZm9yICR7dXNlci5uYW1lfWApO1xuICB9XG4gIHJldHVybiBkb21haW4udG9VcHBlckNhc2UoKTtcbn1cbiJdfQ==