(() => {
"use strict";
var __webpack_modules__ = ({
"./src/cart.js"(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
eval("{__webpack_require__.r(__webpack_exports__);\n__webpack_require__.d(__webpack_exports__, {\n  Cart: () => (Cart)\n});\nclass Cart {\n    get total() {\n        return this.items.reduce((sum, item)=>sum + price(item), 0);\n    }\n    constructor(items){\n        this.items = items;\n        this.checked = this.total;\n    }\n}\nfunction price(item) {\n    if (item.price < 0) {\n        throw new RangeError(\"negative price: \" + item.name);\n    }\n    return item.price;\n}\n\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiYnVpbHRpbjpzd2MtbG9hZGVyPz9ydWxlU2V0WzFdLnJ1bGVzWzRdLnVzZVswXSEvdG1wL2VycmJ1bmRsZS1zb3VyY2VtYXAtcnNidWlsZC9zcmMvY2FydC5qcyIsInNvdXJjZXMiOlsiL3RtcC9lcnJidW5kbGUtc291cmNlbWFwLXJzYnVpbGQvc3JjL2NhcnQuanMiXSwic291cmNlc0NvbnRlbnQiOlsiZXhwb3J0IGNsYXNzIENhcnQge1xuICBjb25zdHJ1Y3RvcihpdGVtcykge1xuICAgIHRoaXMuaXRlbXMgPSBpdGVtcztcbiAgICB0aGlzLmNoZWNrZWQgPSB0aGlzLnRvdGFsO1xuICB9XG5cbiAgZ2V0IHRvdGFsKCkge1xuICAgIHJldHVybiB0aGlzLml0ZW1zLnJlZHVjZSgoc3VtLCBpdGVtKSA9PiBzdW0gKyBwcmljZShpdGVtKSwgMCk7XG4gIH1cbn1cblxuZnVuY3Rpb24gcHJpY2UoaXRlbSkge1xuICBpZiAoaXRlbS5wcmljZSA8IDApIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihcIm5lZ2F0aXZlIHByaWNlOiBcIiArIGl0ZW0ubmFtZSk7XG4gIH1cbiAgcmV0dXJuIGl0ZW0ucHJpY2U7XG59XG4iXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7OztBQUFBO0FBTUE7QUFDQTtBQUNBO0FBUEE7QUFDQTtBQUNBO0FBQ0E7QUFLQTtBQUVBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQSJ9\n//# sourceURL=webpack-internal:///./src/cart.js\n\n}");

},
"./src/index.js"(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
eval("{__webpack_require__.r(__webpack_exports__);\n/* import */ var _cart_js__rspack_import_0 = __webpack_require__(\"./src/cart.js\");\n\nfunction report(err) {\n    const pre = document.createElement(\"pre\");\n    pre.id = \"stack\";\n    pre.textContent = String(err.stack);\n    document.body.appendChild(pre);\n    console.log(\"STACK \" + pre.textContent); // same line: keeps the line numbers\n}\nasync function build(items) {\n    await null;\n    return new _cart_js__rspack_import_0.Cart(items);\n}\nasync function load() {\n    const items = [\n        {\n            name: \"tea\",\n            price: 3\n        },\n        {\n            name: \"cup\",\n            price: -1\n        }\n    ];\n    return await build(items);\n}\nsetTimeout(()=>{\n    load().catch(report);\n}, 0);\n\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiYnVpbHRpbjpzd2MtbG9hZGVyPz9ydWxlU2V0WzFdLnJ1bGVzWzRdLnVzZVswXSEvdG1wL2VycmJ1bmRsZS1zb3VyY2VtYXAtcnNidWlsZC9zcmMvaW5kZXguanMiLCJzb3VyY2VzIjpbIi90bXAvZXJyYnVuZGxlLXNvdXJjZW1hcC1yc2J1aWxkL3NyYy9pbmRleC5qcyJdLCJzb3VyY2VzQ29udGVudCI6WyJpbXBvcnQgeyBDYXJ0IH0gZnJvbSBcIi4vY2FydC5qc1wiO1xuXG5mdW5jdGlvbiByZXBvcnQoZXJyKSB7XG4gIGNvbnN0IHByZSA9IGRvY3VtZW50LmNyZWF0ZUVsZW1lbnQoXCJwcmVcIik7XG4gIHByZS5pZCA9IFwic3RhY2tcIjtcbiAgcHJlLnRleHRDb250ZW50ID0gU3RyaW5nKGVyci5zdGFjayk7XG4gIGRvY3VtZW50LmJvZHkuYXBwZW5kQ2hpbGQocHJlKTsgY29uc29sZS5sb2coXCJTVEFDSyBcIiArIHByZS50ZXh0Q29udGVudCk7IC8vIHNhbWUgbGluZToga2VlcHMgdGhlIGxpbmUgbnVtYmVyc1xufVxuXG5hc3luYyBmdW5jdGlvbiBidWlsZChpdGVtcykge1xuICBhd2FpdCBudWxsO1xuICByZXR1cm4gbmV3IENhcnQoaXRlbXMpO1xufVxuXG5hc3luYyBmdW5jdGlvbiBsb2FkKCkge1xuICBjb25zdCBpdGVtcyA9IFt7IG5hbWU6IFwidGVhXCIsIHByaWNlOiAzIH0sIHsgbmFtZTogXCJjdXBcIiwgcHJpY2U6IC0xIH1dO1xuICByZXR1cm4gYXdhaXQgYnVpbGQoaXRlbXMpO1xufVxuXG5zZXRUaW1lb3V0KCgpID0+IHtcbiAgbG9hZCgpLmNhdGNoKHJlcG9ydCk7XG59LCAwKTtcbiJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOztBQUFBO0FBRUE7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUFBO0FBQ0E7QUFFQTtBQUNBO0FBQ0E7QUFDQTtBQUVBO0FBQ0E7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFDQTtBQUNBO0FBRUE7QUFDQTtBQUNBIn0=\n//# sourceURL=webpack-internal:///./src/index.js\n\n}");

},

});
// The module cache
var __webpack_module_cache__ = {};

// The require function
function __webpack_require__(moduleId) {

// Check if module is in cache
var cachedModule = __webpack_module_cache__[moduleId];
if (cachedModule !== undefined) {
return cachedModule.exports;
}
// Create a new module (and put it into the cache)
var module = (__webpack_module_cache__[moduleId] = {
exports: {}
});
// Execute the module function
__webpack_modules__[moduleId](module, module.exports, __webpack_require__);

// Return the exports of the module
return module.exports;

}

// webpack/runtime/define_property_getters
(() => {
__webpack_require__.d = (exports, definition) => {
	for(var key in definition) {
        if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
            Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
        }
    }
};
})();
// webpack/runtime/has_own_property
(() => {
__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
})();
// webpack/runtime/make_namespace_object
(() => {
// define __esModule on exports
__webpack_require__.r = (exports) => {
	if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
	}
	Object.defineProperty(exports, '__esModule', { value: true });
};
})();
// startup
// Load entry module and return exports
// This entry module can't be inlined because the eval-source-map devtool is used.
var __webpack_exports__ = __webpack_require__("./src/index.js");
})()
;