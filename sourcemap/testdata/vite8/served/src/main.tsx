const createRoot = __vite__cjsImport0_reactDom_client["createRoot"];const _jsxDEV = __vite__cjsImport2_react_jsxDevRuntime["jsxDEV"];import __vite__cjsImport0_reactDom_client from "/node_modules/.vite/deps/react-dom_client.js?v=9066417c";
import { Profile, formatEmail } from "/src/Profile.tsx";
var _jsxFileName = "/tmp/errbundle-sourcemap-vite8/src/main.tsx";
import __vite__cjsImport2_react_jsxDevRuntime from "/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=72e4bd2c";
const user = {
	name: "Ada",
	email: "ada-at-example"
};
function report(err) {
	const pre = document.createElement("pre");
	pre.id = "stack";
	pre.textContent = err instanceof Error ? String(err.stack) : String(err);
	document.body.appendChild(pre);
	console.log("STACK " + pre.textContent);
}
createRoot(document.getElementById("root")).render(/* @__PURE__ */ _jsxDEV(Profile, { user }, void 0, false, {
	fileName: _jsxFileName,
	lineNumber: 13,
	columnNumber: 53
}, this));
try {
	formatEmail(user);
} catch (err) {
	report(err);
}

//# sourceMappingURL=data:application/json;base64,eyJtYXBwaW5ncyI6IkFBQUEsU0FBUyxrQkFBa0I7QUFDM0IsU0FBUyxTQUFTLG1CQUE4Qjs7O0FBRWhELE1BQU0sT0FBYTtDQUFFLE1BQU07Q0FBTyxPQUFPO0FBQWlCO0FBRTFELFNBQVMsT0FBTyxLQUFjO0NBQzVCLE1BQU0sTUFBTSxTQUFTLGNBQWMsS0FBSztDQUN4QyxJQUFJLEtBQUs7Q0FDVCxJQUFJLGNBQWMsZUFBZSxRQUFRLE9BQU8sSUFBSSxLQUFLLElBQUksT0FBTyxHQUFHO0NBQ3ZFLFNBQVMsS0FBSyxZQUFZLEdBQUc7Q0FBRyxRQUFRLElBQUksV0FBVyxJQUFJLFdBQVc7QUFDeEU7QUFFQSxXQUFXLFNBQVMsZUFBZSxNQUFNLENBQUUsQ0FBQyxDQUFDLE9BQU8sd0JBQUMsU0FBRCxFQUFlLEtBQU87Ozs7UUFBQztBQUUzRSxJQUFJO0NBQ0YsWUFBWSxJQUFJO0FBQ2xCLFNBQVMsS0FBSztDQUNaLE9BQU8sR0FBRztBQUNaIiwibmFtZXMiOltdLCJzb3VyY2VzIjpbIm1haW4udHN4Il0sInZlcnNpb24iOjMsInNvdXJjZXNDb250ZW50IjpbImltcG9ydCB7IGNyZWF0ZVJvb3QgfSBmcm9tIFwicmVhY3QtZG9tL2NsaWVudFwiO1xuaW1wb3J0IHsgUHJvZmlsZSwgZm9ybWF0RW1haWwsIHR5cGUgVXNlciB9IGZyb20gXCIuL1Byb2ZpbGVcIjtcblxuY29uc3QgdXNlcjogVXNlciA9IHsgbmFtZTogXCJBZGFcIiwgZW1haWw6IFwiYWRhLWF0LWV4YW1wbGVcIiB9O1xuXG5mdW5jdGlvbiByZXBvcnQoZXJyOiB1bmtub3duKSB7XG4gIGNvbnN0IHByZSA9IGRvY3VtZW50LmNyZWF0ZUVsZW1lbnQoXCJwcmVcIik7XG4gIHByZS5pZCA9IFwic3RhY2tcIjtcbiAgcHJlLnRleHRDb250ZW50ID0gZXJyIGluc3RhbmNlb2YgRXJyb3IgPyBTdHJpbmcoZXJyLnN0YWNrKSA6IFN0cmluZyhlcnIpO1xuICBkb2N1bWVudC5ib2R5LmFwcGVuZENoaWxkKHByZSk7IGNvbnNvbGUubG9nKFwiU1RBQ0sgXCIgKyBwcmUudGV4dENvbnRlbnQpOyAvLyBzYW1lIGxpbmU6IGtlZXBzIHRoZSBsaW5lIG51bWJlcnNcbn1cblxuY3JlYXRlUm9vdChkb2N1bWVudC5nZXRFbGVtZW50QnlJZChcInJvb3RcIikhKS5yZW5kZXIoPFByb2ZpbGUgdXNlcj17dXNlcn0gLz4pO1xuXG50cnkge1xuICBmb3JtYXRFbWFpbCh1c2VyKTtcbn0gY2F0Y2ggKGVycikge1xuICByZXBvcnQoZXJyKTtcbn1cbiJdfQ==