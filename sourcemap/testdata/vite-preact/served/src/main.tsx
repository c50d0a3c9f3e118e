import { jsxDEV } from "/node_modules/.vite/deps/preact_jsx-dev-runtime.js?v=ef00a885";
import "/node_modules/.vite/deps/preact_debug.js?v=ef00a885";
import { render, options } from "/node_modules/.vite/deps/preact.js?v=ef00a885";
import { Cart } from "/src/Cart.tsx";
import { report } from "/src/report.ts";
const items = [{ name: "tea", price: 3 }, { name: "cup", price: -1 }];
try {
  render(/* @__PURE__ */ jsxDEV(Cart, { items }, void 0, false, {
    fileName: "/tmp/errbundle-sourcemap-vite-preact/src/main.tsx",
    lineNumber: 8,
    columnNumber: 10
  }, this), document.getElementById("root"));
} catch (err) {
  report(err);
}
void options;

//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbIm1haW4udHN4Il0sInNvdXJjZXNDb250ZW50IjpbImltcG9ydCBcInByZWFjdC9kZWJ1Z1wiO1xuaW1wb3J0IHsgcmVuZGVyLCBvcHRpb25zIH0gZnJvbSBcInByZWFjdFwiO1xuaW1wb3J0IHsgQ2FydCB9IGZyb20gXCIuL0NhcnRcIjtcbmltcG9ydCB7IHJlcG9ydCB9IGZyb20gXCIuL3JlcG9ydFwiO1xuXG5jb25zdCBpdGVtcyA9IFt7IG5hbWU6IFwidGVhXCIsIHByaWNlOiAzIH0sIHsgbmFtZTogXCJjdXBcIiwgcHJpY2U6IC0xIH1dO1xudHJ5IHtcbiAgcmVuZGVyKDxDYXJ0IGl0ZW1zPXtpdGVtc30gLz4sIGRvY3VtZW50LmdldEVsZW1lbnRCeUlkKFwicm9vdFwiKSEpO1xufSBjYXRjaCAoZXJyKSB7XG4gIHJlcG9ydChlcnIpO1xufVxudm9pZCBvcHRpb25zO1xuIl0sIm1hcHBpbmdzIjoiQUFPUztBQVBULE9BQU87QUFDUCxTQUFTLFFBQVEsZUFBZTtBQUNoQyxTQUFTLFlBQVk7QUFDckIsU0FBUyxjQUFjO0FBRXZCLE1BQU0sUUFBUSxDQUFDLEVBQUUsTUFBTSxPQUFPLE9BQU8sRUFBRSxHQUFHLEVBQUUsTUFBTSxPQUFPLE9BQU8sR0FBRyxDQUFDO0FBQ3BFLElBQUk7QUFDRixTQUFPLHVCQUFDLFFBQUssU0FBTjtBQUFBO0FBQUE7QUFBQTtBQUFBLFNBQW9CLEdBQUksU0FBUyxlQUFlLE1BQU0sQ0FBRTtBQUNqRSxTQUFTLEtBQUs7QUFDWixTQUFPLEdBQUc7QUFDWjtBQUNBLEtBQUs7IiwibmFtZXMiOltdfQ==