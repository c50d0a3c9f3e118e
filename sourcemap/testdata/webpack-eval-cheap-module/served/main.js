/*
 * ATTENTION: An "eval-source-map" devtool has been used.
 * This devtool is neither made for production nor for readable output files.
 * It uses "eval()" calls to create a separate source file with attached SourceMaps in the browser devtools.
 * If you are trying to read the output file, select a different devtool (https://webpack.js.org/configuration/devtool/)
 * or disable the default devtool with "devtool: false".
 * If you are looking for production-ready output files, see mode: "production" (https://webpack.js.org/configuration/mode/).
 */
/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ "./src/cart.js"
/*!*********************!*\
  !*** ./src/cart.js ***!
  \*********************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

eval("{__webpack_require__.r(__webpack_exports__);\n/* harmony export */ __webpack_require__.d(__webpack_exports__, {\n/* harmony export */   Cart: () => (/* binding */ Cart)\n/* harmony export */ });\nclass Cart {\n  constructor(items) {\n    this.items = items;\n    this.checked = this.total;\n  }\n\n  get total() {\n    return this.items.reduce((sum, item) => sum + price(item), 0);\n  }\n}\n\nfunction price(item) {\n  if (item.price < 0) {\n    throw new RangeError(\"negative price: \" + item.name);\n  }\n  return item.price;\n}\n//# sourceURL=[module]\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiLi9zcmMvY2FydC5qcyIsIm1hcHBpbmdzIjoiOzs7O0FBQUE7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQSIsInNvdXJjZXMiOlsid2VicGFjazovL3dwLXNoYXBlcy8uL3NyYy9jYXJ0LmpzPzBjZDUiXSwic291cmNlc0NvbnRlbnQiOlsiZXhwb3J0IGNsYXNzIENhcnQge1xuICBjb25zdHJ1Y3RvcihpdGVtcykge1xuICAgIHRoaXMuaXRlbXMgPSBpdGVtcztcbiAgICB0aGlzLmNoZWNrZWQgPSB0aGlzLnRvdGFsO1xuICB9XG5cbiAgZ2V0IHRvdGFsKCkge1xuICAgIHJldHVybiB0aGlzLml0ZW1zLnJlZHVjZSgoc3VtLCBpdGVtKSA9PiBzdW0gKyBwcmljZShpdGVtKSwgMCk7XG4gIH1cbn1cblxuZnVuY3Rpb24gcHJpY2UoaXRlbSkge1xuICBpZiAoaXRlbS5wcmljZSA8IDApIHtcbiAgICB0aHJvdyBuZXcgUmFuZ2VFcnJvcihcIm5lZ2F0aXZlIHByaWNlOiBcIiArIGl0ZW0ubmFtZSk7XG4gIH1cbiAgcmV0dXJuIGl0ZW0ucHJpY2U7XG59XG4iXSwibmFtZXMiOltdLCJzb3VyY2VSb290IjoiIn0=\n//# sourceURL=webpack-internal:///./src/cart.js\n\n}");

/***/ },

/***/ "./src/index.js"
/*!**********************!*\
  !*** ./src/index.js ***!
  \**********************/
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

eval("{__webpack_require__.r(__webpack_exports__);\n/* harmony import */ var _cart_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(/*! ./cart.js */ \"./src/cart.js\");\n\n\nfunction report(err) {\n  const pre = document.createElement(\"pre\");\n  pre.id = \"stack\";\n  pre.textContent = String(err.stack);\n  document.body.appendChild(pre); console.log(\"STACK \" + pre.textContent); // same line: keeps the line numbers\n}\n\nasync function build(items) {\n  await null;\n  return new _cart_js__WEBPACK_IMPORTED_MODULE_0__.Cart(items);\n}\n\nasync function load() {\n  const items = [{ name: \"tea\", price: 3 }, { name: \"cup\", price: -1 }];\n  return await build(items);\n}\n\nsetTimeout(() => {\n  load().catch(report);\n}, 0);\n//# sourceURL=[module]\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiLi9zcmMvaW5kZXguanMiLCJtYXBwaW5ncyI6Ijs7QUFBQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQSIsInNvdXJjZXMiOlsid2VicGFjazovL3dwLXNoYXBlcy8uL3NyYy9pbmRleC5qcz9iNjM1Il0sInNvdXJjZXNDb250ZW50IjpbImltcG9ydCB7IENhcnQgfSBmcm9tIFwiLi9jYXJ0LmpzXCI7XG5cbmZ1bmN0aW9uIHJlcG9ydChlcnIpIHtcbiAgY29uc3QgcHJlID0gZG9jdW1lbnQuY3JlYXRlRWxlbWVudChcInByZVwiKTtcbiAgcHJlLmlkID0gXCJzdGFja1wiO1xuICBwcmUudGV4dENvbnRlbnQgPSBTdHJpbmcoZXJyLnN0YWNrKTtcbiAgZG9jdW1lbnQuYm9keS5hcHBlbmRDaGlsZChwcmUpOyBjb25zb2xlLmxvZyhcIlNUQUNLIFwiICsgcHJlLnRleHRDb250ZW50KTsgLy8gc2FtZSBsaW5lOiBrZWVwcyB0aGUgbGluZSBudW1iZXJzXG59XG5cbmFzeW5jIGZ1bmN0aW9uIGJ1aWxkKGl0ZW1zKSB7XG4gIGF3YWl0IG51bGw7XG4gIHJldHVybiBuZXcgQ2FydChpdGVtcyk7XG59XG5cbmFzeW5jIGZ1bmN0aW9uIGxvYWQoKSB7XG4gIGNvbnN0IGl0ZW1zID0gW3sgbmFtZTogXCJ0ZWFcIiwgcHJpY2U6IDMgfSwgeyBuYW1lOiBcImN1cFwiLCBwcmljZTogLTEgfV07XG4gIHJldHVybiBhd2FpdCBidWlsZChpdGVtcyk7XG59XG5cbnNldFRpbWVvdXQoKCkgPT4ge1xuICBsb2FkKCkuY2F0Y2gocmVwb3J0KTtcbn0sIDApO1xuIl0sIm5hbWVzIjpbXSwic291cmNlUm9vdCI6IiJ9\n//# sourceURL=webpack-internal:///./src/index.js\n\n}");

/***/ }

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	const __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __webpack_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		const cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		const module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		if (!(moduleId in __webpack_modules__)) {
/******/ 			delete __webpack_module_cache__[moduleId];
/******/ 			const e = new Error("Cannot find module '" + moduleId + "'");
/******/ 			e.code = 'MODULE_NOT_FOUND';
/******/ 			throw e;
/******/ 		}
/******/ 		__webpack_modules__[moduleId](module, module.exports, __webpack_require__);
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/define property getters */
/******/ 	// define getter/value functions for harmony exports
/******/ 	__webpack_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__webpack_require__.o(definition, key) && !__webpack_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	__webpack_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop));
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	// define __esModule on exports
/******/ 	__webpack_require__.r = (exports) => {
/******/ 		Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ 	
/************************************************************************/
/******/ 	
/******/ 	// startup
/******/ 	// Load entry module and return exports
/******/ 	// This entry module can't be inlined because the eval-source-map devtool is used.
/******/ 	let __webpack_exports__ = __webpack_require__("./src/index.js");
/******/ 	
/******/ })()
;